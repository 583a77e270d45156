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
  ToggleButton, ArrowRightIcon, BlockedIcon, CloseIcon, MinusIcon,
} from '@beem/design-system';
import { ProductIllustration } from '@beem/design-system/marketing';

export function Screen({ name }: { name: 'check' | 'minus' }) {
  return (
    <>
      <Button icon={ArrowRightIcon} iconPosition="end">
        Next
      </Button>
      <Button variant="ghost" icon={CloseIcon} aria-label="Close" />
      <Icon icon={CheckIcon} size={1.5} />
      <Icon icon={MoreIcon} />
      <IconButton icon={MoreIcon} label="More actions" />
      <MenuItem id="edit" icon={MoreIcon}>
        Edit
      </MenuItem>
      <ToggleButton id="in" icon={CheckIcon}>
        Money in
      </ToggleButton>
      <List icon={CheckIcon} tone="positive">
        <ListItem icon={MinusIcon} tone="muted">
          Credit alerts
        </ListItem>
        <ListItem icon={name}>Cash in minutes</ListItem>
      </List>
      <StatusScreen tone="critical" icon={BlockedIcon} title="Locked" action={null}>
        Call us.
      </StatusScreen>
      <ProductIllustration product="savings" scene="product" />
    </>
  );
}
