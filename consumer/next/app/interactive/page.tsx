import {
  AmountField,
  Checkbox,
  Dialog,
  DialogTrigger,
  Heading,
  OtpInput,
  PhoneInput,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  Textarea,
  Container,
  Text,
} from '@beem/design-system';

/**
 * A Server Component page that imports interactive components directly: each carries its own
 * client boundary, so nothing here needs a wrapper of the app's.
 */
export default function Interactive() {
  return (
    <Container as="main">
      <Stack space="6">
        <Heading level={1}>Interactive components</Heading>
        <Tabs>
          <TabList aria-label="Activity">
            <Tab id="all">All</Tab>
            <Tab id="in">Money in</Tab>
          </TabList>
          <TabPanel id="all">
            <Text>Everything.</Text>
          </TabPanel>
          <TabPanel id="in">
            <Text>Deposits and advances.</Text>
          </TabPanel>
        </Tabs>
        <DialogTrigger dialog="confirm">Review the advance</DialogTrigger>
        <Dialog id="confirm" title="Confirm your advance" description="We send $100 today.">
          <Text>You repay it on your next payday.</Text>
        </Dialog>
        <form>
          <Stack space="4">
            <TextField label="Name" name="name" />
            <Textarea label="Note" name="note" />
            <Select
              label="Bank"
              name="bank"
              options={[
                { value: 'chase', label: 'Chase' },
                { value: 'wells', label: 'Wells Fargo' },
              ]}
            />
            <Checkbox label="Remember me" name="remember" />
            <Switch label="Notifications" name="notifications" />
            <RadioGroup
              label="Delivery"
              name="delivery"
              defaultValue="standard"
              options={[
                { value: 'standard', label: 'Standard, free', hint: 'In 1 to 3 business days.' },
                { value: 'instant', label: 'Instant, $2.99', hint: 'In minutes.' },
              ]}
            />
            <PhoneInput label="Phone number" name="phone" />
            <OtpInput label="Code" length={6} name="code" />
            <AmountField label="Amount" name="amount" />
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
