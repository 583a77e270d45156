import {
  Box,
  Button,
  OtpInput,
  PhoneInput,
  formatPhone,
  type ButtonVariant,
} from '@beem/design-system';
import { Faq, LinkCards, PageIntro } from '@beem/design-system/marketing';
import { useState } from 'react';

const variants: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost'];

/** A page as another Beem app would compose it: only the package's public entry. */
export function App() {
  const [phone, setPhone] = useState(formatPhone('4155550142'));
  return (
    <main>
      <PageIntro
        eyebrow="Consumer app"
        title="Installed from the package"
        lead="Styled by the stylesheets its components import."
      />
      <Box display="flex" gap="4" padding="6" flexWrap="wrap">
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </Box>
      <Box padding="6">
        <PhoneInput label="Phone number" value={phone} onChange={setPhone} />
      </Box>
      <Box padding="6">
        <OtpInput label="Code" length={6} />
      </Box>
      <LinkCards
        items={[
          { title: 'Instant cash', description: 'Up to $1,000 before payday.', href: '/a' },
          { title: 'Credit', description: 'Watch your score.', href: '/b', tag: 'New' },
        ]}
      />
      <Faq
        items={[{ question: 'Is this the real package?', answer: 'Yes: the packed tarball.' }]}
      />
    </main>
  );
}
