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
    <PageLayout isPermitted>
      <Stack align="left" space="medium">
        <Row align={{ mobile: 'left', tablet: 'right' }} alignY="top">
          <NumberField label="Amount" currency />
          <Slider label="Limit" currency={true} />
          <NumberField label="Count" currency={false} />
        </Row>
        <Row align={side} alignY={'bottom'} />
        <Columns alignY="bottom" space="small" />
        <MenuTrigger isOpen={open} />
        <Tabs isDisabled>
          <Tab id="week" isDisabled />
        </Tabs>
        <Tooltip isDisabled content="Why" />
        <Meter minValue={0} maxValue={500} value={120} label="Spent" />
        <DatePicker label="Pay on" minValue="2026-01-01" maxValue="2026-12-31" isDateUnavailable={isHoliday} />
        <DateRangePicker label="Away" minValue="2026-01-01" maxValue="2026-06-30" isDateUnavailable={isHoliday} />
        <GridListItem id="rent" isDisabled />
        <Tag id="food" isDisabled />
        <Menu selectedKeys={new Set(['weekly'])} disabledKeys={new Set()} />
        <GridList defaultSelectedKeys={new Set(['rent', 'food'])} disabledKeys={['gym']} />
        <TagGroup selectedKeys={chosen} />
        <Tabs disabledKeys={new Set(['year'])} />
        <AppStack align="left" />
      </Stack>
    </PageLayout>
  );
}

const chosen = new Set(['food']);
const isHoliday = (date: string) => date.endsWith('-12-25');
