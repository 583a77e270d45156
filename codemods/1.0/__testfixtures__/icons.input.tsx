import {
  Button,
  CheckIcon,
  Icon,
  IconButton,
  List,
  ListItem,
  MenuItem,
  MoreIcon,
  StatusScreen,
  ToggleButton,
} from '@beem/design-system';
import { ProductIllustration } from '@beem/design-system/marketing';

export function Screen({ name }: { name: 'check' | 'minus' }) {
  return (
    <>
      <Button icon="arrowRight" iconPosition="end">
        Next
      </Button>
      <Button variant="ghost" icon={'close'} aria-label="Close" />
      <Icon name="check" size={1.5} />
      <Icon glyph={MoreIcon} />
      <IconButton glyph={MoreIcon} label="More actions" />
      <MenuItem id="edit" glyph={MoreIcon}>
        Edit
      </MenuItem>
      <ToggleButton id="in" glyph={CheckIcon}>
        Money in
      </ToggleButton>
      <List icon="check" tone="positive">
        <ListItem icon="minus" tone="muted">
          Credit alerts
        </ListItem>
        <ListItem icon={name}>Cash in minutes</ListItem>
      </List>
      <StatusScreen tone="critical" icon="blocked" title="Locked" action={null}>
        Call us.
      </StatusScreen>
      <ProductIllustration icon="savings" scene="product" />
    </>
  );
}
