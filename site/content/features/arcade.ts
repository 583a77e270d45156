import type { FeatureContent } from '@beem/design-system/marketing';
import { beemPaths } from '../paths';

export default {
  path: beemPaths.arcade,
  seo: {
    title: 'Play games and earn rewards',
    description:
      'Play quick, casual games in the Beem Arcade between classes and earn rewards you can redeem in the app. Included with Basic, Plus and Pro memberships.',
  },
  eyebrow: 'Beem Arcade',
  title: 'Take a break, play a game, earn rewards',
  claim: 'Play games, earn rewards',
  lead: 'The Beem Arcade has quick games you can play between classes. Playing earns rewards you can redeem in the app.',
  icon: 'arcade',
  steps: [
    {
      title: 'Open the Arcade',
      body: 'Find the Beem Arcade in the app and pick a game.',
    },
    {
      title: 'Play',
      body: 'Play short, casual games whenever you have a few spare minutes.',
    },
    {
      title: 'Redeem rewards',
      body: 'Collect rewards as you play and redeem them for cashback and other perks in the app.',
    },
  ],
  benefits: [
    {
      title: 'Quick games',
      body: 'Games are short enough to play while you wait for class or your coffee.',
    },
    {
      title: 'Rewards you can use',
      body: 'Turn what you earn into cashback and other perks listed in the app.',
    },
    {
      title: 'Included in your plan',
      body: 'The Arcade comes with Basic, Plus and Pro at no extra cost.',
    },
  ],
  faq: [
    {
      question: 'Which plans include the Arcade?',
      answer: 'Basic, Plus and Pro members can play and earn rewards.',
    },
    {
      question: 'Does it cost extra to play?',
      answer: 'No. The Arcade is part of your membership, with nothing extra to pay.',
    },
    {
      question: 'How do rewards work?',
      answer:
        'You earn rewards as you play. The app shows what you have earned and the perks you can redeem them for.',
    },
  ],
} satisfies FeatureContent;
