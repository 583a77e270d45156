import {
  AmountField,
  Button,
  Checkbox,
  ComboBox,
  Container,
  DatePicker,
  DateRangePicker,
  DescriptionList,
  Heading,
  NumberField,
  OtpInput,
  PhoneInput,
  RadioGroup,
  SearchField,
  Select,
  SelectableCard,
  SelectableCardGroup,
  Slider,
  Stack,
  Switch,
  Tag,
  TagGroup,
  Text,
  TextField,
  Textarea,
  ToggleButton,
  ToggleButtonGroup,
} from '@beem/design-system';
import { sendEverything } from './actions';
import { fieldNames } from './fields';

/**
 * A Server Component page with one of every input, in a form whose action is a Server Action:
 * each input's value reaches the server under its name, read from the form's data, and the page
 * lists what the server read. Every input here is uncontrolled, starting at its `defaultValue`.
 */
export default async function FormAction({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sent = await searchParams;
  const read = fieldNames.flatMap((name) => {
    const value = sent[name];
    return typeof value === 'string' ? [{ id: name, label: name, value: value || '(empty)' }] : [];
  });
  return (
    <Container as="main">
      <Stack space="6">
        <Heading level={1}>Every input, sent to the server</Heading>
        <form action={sendEverything}>
          <Stack space="4">
            <TextField label="Name on card" name="name" defaultValue="Ana" />
            <Textarea label="Note" name="note" defaultValue="Rent for May" />
            <AmountField label="Amount" name="amount" defaultValue="20" />
            <PhoneInput name="phone" defaultValue="2025550123" />
            <SearchField label="Search activity" name="search" defaultValue="rent" />
            <Select
              label="Account"
              name="account"
              options={['Checking', 'Savings']}
              defaultValue="Checking"
            />
            <Checkbox label="Text me when money arrives" name="texts" defaultChecked />
            <Switch label="Round up purchases" name="roundUp" />
            <RadioGroup
              label="Pay schedule"
              name="schedule"
              options={['weekly', 'monthly']}
              defaultValue="weekly"
            />
            <SelectableCardGroup label="Plan" name="plan" defaultValue="lite">
              <SelectableCard value="lite" title="Lite" />
              <SelectableCard value="plus" title="Plus" />
            </SelectableCardGroup>
            <NumberField label="Guests" name="guests" defaultValue={2} />
            <Slider label="Tip" name="tip" currency="USD" min={0} max={10} defaultValue={2} />
            <ComboBox
              label="Bank"
              name="bank"
              items={[
                { id: 'chase', label: 'Chase' },
                { id: 'chime', label: 'Chime' },
              ]}
              defaultValue="chase"
            />
            <DatePicker label="Pay date" name="payDate" defaultValue="2026-12-15" />
            <DateRangePicker
              label="Statement period"
              startName="periodStart"
              endName="periodEnd"
              defaultValue={{ start: '2026-11-01', end: '2026-11-30' }}
            />
            <ToggleButtonGroup aria-label="View" name="view" defaultValue="week">
              <ToggleButton id="week">Week</ToggleButton>
              <ToggleButton id="month">Month</ToggleButton>
            </ToggleButtonGroup>
            <TagGroup
              label="Alerts"
              name="alerts"
              selectionMode="multiple"
              defaultValue={['deposits']}
            >
              <Tag id="deposits">Deposits</Tag>
              <Tag id="bills">Bills</Tag>
            </TagGroup>
            <OtpInput label="Code" name="code" length={4} />
            <div>
              <Button type="submit">Send to the server</Button>
            </div>
          </Stack>
        </form>
        {read.length > 0 ? (
          <section aria-labelledby="read">
            <Stack space="4">
              <Heading level={2} id="read">
                What the server read
              </Heading>
              <DescriptionList items={read} />
            </Stack>
          </section>
        ) : (
          <Text>Send the form to see what the server reads.</Text>
        )}
      </Stack>
    </Container>
  );
}
