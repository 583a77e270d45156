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
        <TagGroup label="Alerts" defaultSelectedKeys={new Set(['bills'])} onSelectionChange={save} />
        <ComboBox label="Bank" items={banks} selectedKey={bank} onSelectionChange={setBank} />
        <ComboBox label="Bank" items={banks} defaultSelectedKey="chase" />
        <Tabs disabledKeys={new Set(['year'])} />
        <Alert tone="success" title="Sent" />
        <Alert tone={'warning'} title="Check" />
        <Badge tone="new">New</Badge>
        <Text tone="error">Failed</Text>
        <Heading level={2} tone="default">Plans</Heading>
        <StatusScreen tone="blocked" title="Locked" action={null} />
        <Card tone="default" gap="lg" />
        <Card tone="subtle" gap={{ mobile: 'sm', desktop: 'md' }} />
        <List spacing="xs" />
        <AppStack align="left" />
      </Stack>
    </PageLayout>
  );
}

const chosen = new Set(['food']);

export function useSaved() {
  const toast = useToast();
  return () => {
    toast.show('success', 'Saved');
    toast.show('error', 'Not saved');
    toast.show('info', 'Syncing');
  };
}
const isHoliday = (date: string) => date.endsWith('-12-25');
