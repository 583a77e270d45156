import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Column,
  Columns,
  Container,
  Divider,
  Heading,
  Icon,
  Inline,
  Link,
  List,
  ListItem,
  Stack,
  Table,
  Text,
  CheckIcon,
} from '@beem/design-system';

const fees = [
  { id: 'instant', kind: 'Instant delivery', amount: '$2.99' },
  { id: 'standard', kind: 'Standard delivery', amount: '$0.00' },
];

/** A Server Component page of static pieces: they render here and send no code of their own. */
export default function Home() {
  return (
    <Container as="main">
      <Stack space="6">
        <Heading level={1}>Beem on the server</Heading>
        <Text>Every piece on this page is rendered by a Server Component.</Text>
        <Inline space="2">
          <Badge tone="positive">New</Badge>
          <Icon icon={CheckIcon} />
        </Inline>
        <Alert tone="info" title="Heads up">
          A non-dismissible alert renders on the server.
        </Alert>
        <Columns space="4">
          <Column>
            <Card heading="Interactive components" href="/interactive">
              Tabs, a dialog and every form control, imported by a server page.
            </Card>
          </Column>
          <Column>
            <Card heading="A client page" href="/client">
              State in a page of its own.
            </Card>
          </Column>
        </Columns>
        <List icon={CheckIcon} tone="positive">
          <ListItem>No monthly fee on the free plan</ListItem>
          <ListItem>Cash in minutes</ListItem>
        </List>
        <Table
          caption="Delivery fees"
          columns={[
            { id: 'kind', header: 'Delivery', field: 'kind', rowHeader: true },
            { id: 'amount', header: 'Fee', field: 'amount', numeric: true },
          ]}
          rows={fees}
          rowKey="id"
        />
        <Divider />
        <Box padding="4">
          <Inline space="4">
            <Link href="/client">Go to the client page</Link>
            <Button href="/interactive" variant="secondary">
              Open the interactive page
            </Button>
          </Inline>
        </Box>
      </Stack>
    </Container>
  );
}
