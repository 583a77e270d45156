import {
  Alert,
  Badge,
  Card,
  Columns,
  ComboBox,
  DatePicker,
  DateRangePicker,
  GridList,
  GridListItem,
  Heading,
  Inline as Row,
  List,
  Menu,
  MenuTrigger,
  Meter,
  NumberField,
  PageLayout,
  Slider,
  Stack,
  StatusScreen,
  Tab,
  Tabs,
  Tag,
  Text,
  TagGroup,
  Tooltip,
  useToast,
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
        <TagGroup value={chosen} />
        <TagGroup label="Alerts" defaultValue={['bills']} onChange={save} />
        <ComboBox label="Bank" items={banks} value={bank} onChange={setBank} />
        <ComboBox label="Bank" items={banks} defaultValue="chase" />
        <Tabs disabledKeys={['year']} />
        <Alert tone="positive" title="Sent" />
        <Alert tone={'caution'} title="Check" />
        <Badge tone="brand">New</Badge>
        <Text tone="critical">Failed</Text>
        <Heading level={2} tone="neutral">Plans</Heading>
        <StatusScreen tone="neutral" title="Locked" action={null} />
        <Card tone="neutral" space="4" />
        <Card tone="subtle" space={{ mobile: '2', desktop: '3' }} />
        <List space="1" />
        <AppStack align="left" />
      </Stack>
    </PageLayout>
  );
}

const chosen = new Set(['food']);

export function useSaved() {
  const toast = useToast();
  return () => {
    toast.show('positive', 'Saved');
    toast.show('critical', 'Not saved');
    toast.show('info', 'Syncing');
  };
}
const isHoliday = (date: string) => date.endsWith('-12-25');
