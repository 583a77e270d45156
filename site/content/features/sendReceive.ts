import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.sendReceive,
  seo: {
    title: 'Send and receive money online',
    description:
      'Split rent, pay back friends and get money from home in a few taps. Use instant transfers on eligible plans, or cover a payment with a cash advance.',
  },
  eyebrow: 'Send & receive',
  title: 'Send money to friends, roommates and family',
  claim: 'Send now, pay later',
  lead: "Split rent, pay a friend back for pizza or get money from home. If you're short before payday, an eligible cash advance can cover the transfer and you repay it when you're paid.",
  icon: 'sendReceive',
  steps: [
    {
      title: 'Add who you are paying',
      body: 'Enter the phone number or email of the person you want to pay, or pick someone you have paid before.',
    },
    {
      title: 'Enter the amount',
      body: 'Type how much to send and add a note, like "utilities" or "concert tickets", so you both remember what it was for.',
    },
    {
      title: 'Send it',
      body: 'Check the details and confirm. Choose an instant transfer on eligible plans, or a standard one.',
    },
  ],
  benefits: [
    {
      title: 'Instant transfers',
      body: 'On Basic, Plus and Pro, money you send can arrive in minutes instead of days.',
    },
    {
      title: 'Request money too',
      body: 'Send a request to a friend who owes you, and see in the app when they pay.',
    },
    {
      title: 'Split shared costs',
      body: 'Rent, groceries, streaming or a road trip: share costs with roommates without chasing anyone.',
    },
    {
      title: 'Cover a gap',
      body: 'If payday is a few days off, an eligible cash advance can fund the payment now.',
    },
  ],
  faq: [
    {
      question: 'How fast does money arrive?',
      answer:
        'Instant transfers on eligible plans usually arrive within minutes. Standard transfers can take a few business days.',
    },
    {
      question: 'Are there transfer fees?',
      answer:
        'Your membership covers standard transfers. If a transfer carries a fee, you see it before you confirm.',
    },
    {
      question: 'What does "send now, pay later" mean?',
      answer:
        'If you qualify for a cash advance, you can use it to send money today and repay the advance on your next payday, with no interest.',
    },
    {
      question: 'Can I cancel a transfer?',
      answer:
        "Once a transfer is sent, it usually can't be pulled back. Double-check the name and amount, and contact support right away if something went wrong.",
    },
  ],
} satisfies FeatureContent;
