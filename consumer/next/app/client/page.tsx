'use client';
import { Button, Container, Heading, Link, Stack, Text, TextField } from '@beem/design-system';
import { useState } from 'react';

/** A client page with state of its own. */
export default function ClientPage() {
  const [name, setName] = useState('');
  const [count, setCount] = useState(0);
  return (
    <Container as="main">
      <Stack space="4">
        <Heading level={1}>A client page</Heading>
        <TextField label="Your name" value={name} onChange={(value) => setName(value)} />
        <Text>{name ? `Hello, ${name}.` : 'Type your name.'}</Text>
        <Button onClick={() => setCount((value) => value + 1)}>Pressed {count} times</Button>
        <Link href="/">Back home</Link>
      </Stack>
    </Container>
  );
}
