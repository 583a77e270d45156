import {
  Columns,
  DatePicker,
  DateRangePicker,
  GridList,
  GridListItem,
  Inline as Row,
  Menu,
  MenuTrigger,
  Meter,
  NumberField,
  PageLayout,
  Slider,
  Stack,
  Tab,
  Tabs,
  Tag,
  TagGroup,
  Tooltip,
} from '@beem/design-system';
import { Stack as AppStack } from './layout';

export function Screen({ side, open }: { side: 'left' | 'right'; open: boolean }) {
  return (
    <PageLayout permitted>
      <Stack align="start" space="medium">
        <Row align={{ mobile: 'start', tablet: 'end' }} alignY="start">
          <NumberField label="Amount" currency="USD" />
          <Slider label="Limit" currency="USD" />
          <NumberField label="Count" />
        </Row>
        <Row align={side} alignY={'end'} />
        <Columns alignY="end" space="small" />
        <MenuTrigger open={open} />
        <Tabs disabled>
          <Tab id="week" disabled />
        </Tabs>
        <Tooltip disabled content="Why" />
        <Meter min={0} max={500} value={120} label="Spent" />
        <DatePicker label="Pay on" min="2026-01-01" max="2026-12-31" dateUnavailable={isHoliday} />
        <DateRangePicker label="Away" min="2026-01-01" max="2026-06-30" dateUnavailable={isHoliday} />
        <GridListItem id="rent" disabled />
        <Tag id="food" disabled />
        <Menu selectedKeys={['weekly']} disabledKeys={[]} />
        <GridList defaultSelectedKeys={['rent', 'food']} disabledKeys={['gym']} />
        <TagGroup selectedKeys={chosen} />
        <Tabs disabledKeys={['year']} />
        <AppStack align="left" />
      </Stack>
    </PageLayout>
  );
}

const chosen = new Set(['food']);
const isHoliday = (date: string) => date.endsWith('-12-25');
