import type { FeatureContent } from '../../src/FeaturePage/featureContent';
import { routes } from '../../src/navigation/routes';

/** The typed content of every feature page, one entry per feature route. */
export const features = {
  cashAdvance: {
    path: routes.cashAdvance,
    seo: {
      title: 'Instant cash advance for college students',
      description:
        'Get a cash advance before payday with no interest. See how much you qualify for in the app, get the money fast and repay it on your next payday.',
    },
    eyebrow: 'Instant cash advance',
    title: 'Cash before payday, without the stress',
    claim: 'Get a cash advance of up to $1,000*',
    footnote:
      '*A cash advance is not a loan and carries no interest. Eligibility and amounts vary based on your income and account history, your limit depends on your membership plan, and not all members qualify.',
    lead: "Rent is due and payday is still a week away? Beem can advance part of the money you're expecting, so you can cover the gap and pay it back when your paycheck lands.",
    steps: [
      {
        title: 'Link your bank account',
        body: 'Connect the checking account where your pay arrives, so Beem can see your income and work out what you qualify for.',
      },
      {
        title: 'Pick your amount',
        body: 'Choose how much you need, up to your limit, and send it to your account with a standard or instant transfer.',
      },
      {
        title: 'Repay on payday',
        body: 'The advance is paid back from your linked account on your next payday. You can also repay early in the app.',
      },
    ],
    benefits: [
      {
        title: 'No interest',
        body: "An advance isn't a loan, so there's no interest and no APR to work out.",
      },
      {
        title: 'Limits that grow with your plan',
        body: 'Lite members can get up to $100, Basic up to $250, Plus up to $500 and Pro up to $1,000.',
      },
      {
        title: 'Fast when it matters',
        body: 'Instant transfers on eligible plans put the money in your account when you need it, not days later.',
      },
      {
        title: 'No surprises',
        body: 'You see your amount and repayment date before you confirm, and the app reminds you before payday.',
      },
    ],
    faq: [
      {
        question: 'Is a cash advance a loan?',
        answer:
          "No. An advance lets you get part of the money you're expecting a little early. There's no interest, and you repay the amount you received.",
      },
      {
        question: 'How much can I get?',
        answer:
          'It depends on your income, your account history and your membership plan, up to $1,000 on Pro. The app shows your amount before you accept it.',
      },
      {
        question: 'When do I pay it back?',
        answer:
          "On your next payday, from the bank account you linked. If you'd rather clear it sooner, you can repay early in the app.",
      },
      {
        question: "What if I can't repay on time?",
        answer:
          'Contact support before your repayment date so we can talk through your options. The sooner you reach out, the more we can help.',
      },
    ],
  },
  sendReceive: {
    path: routes.sendReceive,
    seo: {
      title: 'Send and receive money online',
      description:
        'Split rent, pay back friends and get money from home in a few taps. Use instant transfers on eligible plans, or cover a payment with a cash advance.',
    },
    eyebrow: 'Send & receive',
    title: 'Send money to friends, roommates and family',
    claim: 'Send now, pay later',
    lead: "Split rent, pay a friend back for pizza or get money from home. If you're short before payday, an eligible cash advance can cover the transfer and you repay it when you're paid.",
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
  },
  taxFiling: {
    path: routes.taxFiling,
    seo: {
      title: 'File your federal tax return online',
      description:
        'File your federal tax return from your phone. Answer plain questions about jobs, scholarships and school costs, then review and e-file in the app.',
    },
    eyebrow: 'Online tax filing',
    title: 'File your federal taxes from your phone',
    claim: 'File your federal return in the app',
    lead: 'Answer simple questions about your jobs, scholarships and school costs, and Beem helps you put your federal return together and e-file it.',
    steps: [
      {
        title: 'Gather your forms',
        body: 'Have your W-2s from each job, any 1099 forms and the 1098-T from your school ready.',
      },
      {
        title: 'Answer plain questions',
        body: 'Tell us about your income, whether someone claims you as a dependent and what you paid for school.',
      },
      {
        title: 'Review and e-file',
        body: 'Check the summary, fix anything that looks off and send your return to the IRS electronically.',
      },
    ],
    benefits: [
      {
        title: 'Made for students',
        body: 'Questions cover the things students run into, like education credits, scholarships and student loan interest.',
      },
      {
        title: 'Save as you go',
        body: 'Start on the bus, finish after class. Your progress is saved in the app.',
      },
      {
        title: 'Plain English',
        body: 'No tax jargon without an explanation. Each question says why it matters.',
      },
      {
        title: 'Track your refund',
        body: 'After you file, follow the status of your federal refund from the app.',
      },
    ],
    faq: [
      {
        question: 'Do I need to file if I am a student?',
        answer:
          "It depends on your income and whether someone can claim you as a dependent. Even if you don't have to file, filing may get back tax that was withheld from your paychecks.",
      },
      {
        question: 'Can my parents still claim me?',
        answer:
          'Possibly. The app asks the questions that decide it, so you and your parents can avoid both claiming the same exemption or credit.',
      },
      {
        question: 'What about my state return?',
        answer:
          'This page covers your federal return. Check the app for the state filing options available where you live.',
      },
      {
        question: 'When is the deadline?',
        answer:
          'Federal returns are usually due in mid-April. The IRS confirms the exact date each year.',
      },
    ],
  },
  taxCalculator: {
    path: routes.taxCalculator,
    seo: {
      title: 'Free federal tax refund calculator for 2025 and 2026',
      description:
        'Estimate your 2025 or 2026 federal tax refund from your wages, deductions and withholding, and see how tax brackets and FICA add up. Free to use.',
    },
    eyebrow: 'Tax calculator',
    title: 'Tax refund calculator',
    claim: 'Estimate your 2025 or 2026 federal tax refund',
    lead: "Enter a few numbers from your pay stubs or W-2 and see whether you're likely to get a refund or owe, and why. The calculator is free to use.",
    steps: [
      {
        title: 'Pick a year and filing status',
        body: 'Choose 2025 or 2026 and your filing status, such as single or head of household.',
      },
      {
        title: 'Add your numbers',
        body: 'Enter your wages, pre-tax contributions, deductions and the federal income tax already withheld from your pay.',
      },
      {
        title: 'See your estimate',
        body: 'The calculator works out your taxable income, your tax bracket by bracket and your likely refund or balance due.',
      },
    ],
    benefits: [
      {
        title: 'Pre-tax contributions',
        body: 'Money taken from your pay before tax, like 401(k) or health plan contributions, lowers the wages that get taxed.',
      },
      {
        title: 'Standard or itemized',
        body: 'Use the standard deduction or enter itemized deductions, and the calculator applies the one you pick.',
      },
      {
        title: 'Child tax credit, simplified',
        body: 'Add qualifying children to see a simplified child tax credit taken off the tax you owe.',
      },
      {
        title: 'Brackets and FICA explained',
        body: 'See how much of your income falls in each bracket, plus the Social Security and Medicare (FICA) tax on your wages.',
      },
    ],
    faq: [
      {
        question: 'Is this tax advice?',
        answer:
          "No. It's an estimate based on the numbers you enter and simplified rules. Your actual refund depends on your full return.",
      },
      {
        question: 'Where do I find my withholding?',
        answer:
          'It is in box 2 of your W-2, or in the year-to-date federal income tax line on your latest pay stub.',
      },
      {
        question: 'Why is FICA shown separately?',
        answer:
          "Social Security and Medicare taxes are taken from your wages on their own. They usually aren't refunded, so they don't change your refund estimate.",
      },
      {
        question: 'What does the estimate leave out?',
        answer:
          'State and local taxes, self-employment income and most credits other than the simplified child tax credit. If those apply to you, expect your result to differ.',
      },
    ],
  },
  budget: {
    path: routes.budget,
    seo: {
      title: 'Budget planner with the 50/30/20 rule',
      description:
        'Plan your monthly budget with the 50/30/20 rule. Enter your take-home pay and expenses to see your needs, wants and savings. Saved only on your device.',
    },
    eyebrow: 'Budget planner',
    title: 'A simple budget planner for student life',
    claim: 'See where your money goes with the 50/30/20 rule',
    lead: 'Add your take-home income and your regular costs, and the planner shows how your spending splits between needs, wants and savings.',
    steps: [
      {
        title: 'Enter your take-home income',
        body: 'Use what actually lands in your account each month after taxes, from jobs, family support or aid refunds.',
      },
      {
        title: 'List your expenses',
        body: 'Add each cost, like rent, groceries, phone or streaming, and mark it as a need, a want or savings.',
      },
      {
        title: 'Compare with 50/30/20',
        body: 'See how your split compares with 50% for needs, 30% for wants and 20% for savings, and where to adjust.',
      },
    ],
    benefits: [
      {
        title: 'Your month at a glance',
        body: 'Needs, wants and savings each get a total, so you can see what takes the biggest share.',
      },
      {
        title: 'Built for uneven income',
        body: 'Shifts change week to week? Enter a typical month and update it whenever things change.',
      },
      {
        title: 'Private by design',
        body: 'Your numbers are saved only on your device. Nothing you enter is sent to Beem.',
      },
      {
        title: 'Easy to adjust',
        body: 'Add, edit or remove an expense and the totals update right away.',
      },
    ],
    faq: [
      {
        question: 'What is the 50/30/20 rule?',
        answer:
          'A simple guide that puts about half of your take-home pay toward needs, 30% toward wants and 20% toward savings or paying down debt.',
      },
      {
        question: 'Is my budget sent to Beem?',
        answer:
          'No. The planner saves your numbers only on your device, in your browser. Clearing your browser data removes them.',
      },
      {
        question: 'What if my needs are more than 50%?',
        answer:
          "That's common for students, especially with high rent. Treat the rule as a starting point and look for small changes in wants first.",
      },
      {
        question: 'Should I use my pay before or after taxes?',
        answer:
          'After taxes. Take-home pay is the money you can actually spend, so it gives you a realistic plan.',
      },
    ],
  },
  creditMonitoring: {
    path: routes.creditMonitoring,
    seo: {
      title: 'Credit score monitoring and alerts',
      description:
        'Check your credit score in the app, see what affects it and get alerts when your report changes. Checking your own score never lowers it.',
    },
    eyebrow: 'Credit monitoring',
    title: 'Know your credit score and what moves it',
    claim: 'Track your credit score at no extra cost',
    lead: "Your credit score affects apartments, car loans and even some jobs. Beem shows you where you stand and what's helping or hurting your score.",
    steps: [
      {
        title: 'Turn it on',
        body: 'Open credit monitoring in the app and confirm your identity so we can find your credit report.',
      },
      {
        title: 'See your score',
        body: 'Check your current score and the factors behind it, like payment history and how much of your credit you use.',
      },
      {
        title: 'Get alerts',
        body: 'On Plus and Pro, get an alert when something new shows up on your report, like a new account or inquiry.',
      },
    ],
    benefits: [
      {
        title: 'No harm to your score',
        body: 'Checking your own score is a soft inquiry, so it never lowers your score.',
      },
      {
        title: 'Included in every plan',
        body: 'Score tracking is part of every Beem membership, with nothing extra to pay.',
      },
      {
        title: 'Spot problems early',
        body: 'Alerts help you catch accounts you do not recognize before they become a bigger problem.',
      },
      {
        title: 'Tips that fit your report',
        body: 'See practical next steps, like paying down a card balance, based on what is on your report.',
      },
    ],
    faq: [
      {
        question: 'Does checking my score hurt it?',
        answer:
          "No. Checking your own score is a soft inquiry and doesn't affect it. Hard inquiries happen when you apply for credit.",
      },
      {
        question: 'Where does my score come from?',
        answer:
          'The app shows which credit bureau provides your score, which scoring model is used and when it was last updated.',
      },
      {
        question: 'I have no credit history. Can I still use it?',
        answer:
          'Yes. You may not have a score yet, and the app shows you simple ways to start building credit.',
      },
      {
        question: 'Which plans include alerts?',
        answer:
          'Score tracking comes with every plan. Alerts when your credit report changes come with Plus and Pro.',
      },
    ],
  },
  identityTheft: {
    path: routes.identityTheft,
    seo: {
      title: 'Identity theft protection and insurance',
      description:
        'Watch for signs your personal information is being misused, get alerts and help if it happens, and identity theft insurance on the Pro plan.',
    },
    eyebrow: 'Identity theft protection',
    title: 'Protect your identity and your money',
    claim: 'Identity theft insurance up to $1 Million*',
    footnote:
      "*Identity theft insurance is underwritten by a partner insurance company and included with the Pro plan. Coverage is subject to the policy's terms, conditions and exclusions.",
    lead: 'Students share personal details with schools, employers and apps all the time. Beem watches for signs of misuse and helps you recover if your identity is stolen.',
    steps: [
      {
        title: 'Turn on protection',
        body: 'Add the details you want watched, like your email address and phone number, in the app.',
      },
      {
        title: 'Get alerts',
        body: 'If we spot signs that your information is being misused, we let you know and tell you what to do next.',
      },
      {
        title: 'Get help recovering',
        body: 'If your identity is stolen, get step-by-step help and, on Pro, file a claim for covered costs.',
      },
    ],
    benefits: [
      {
        title: 'Identity monitoring',
        body: 'On Plus and Pro, we watch for signs that your personal information is being misused.',
      },
      {
        title: 'Insurance for covered costs',
        body: 'On Pro, identity theft insurance can help pay eligible costs of restoring your identity.',
      },
      {
        title: 'Help when it happens',
        body: 'Get guidance on freezing your credit, reporting fraud and contacting the companies involved.',
      },
      {
        title: 'Everyday tips',
        body: 'Simple habits, like using unique passwords and checking your statements, make you a harder target.',
      },
    ],
    faq: [
      {
        question: 'What does the insurance cover?',
        answer:
          'It can help pay certain costs of recovering from identity theft. The policy lists exactly what is covered and what is excluded.',
      },
      {
        question: 'Which plans include identity theft protection?',
        answer:
          'Plus includes identity monitoring and alerts. Pro adds identity theft insurance up to $1 Million.',
      },
      {
        question: 'What should I do if I think my identity was stolen?',
        answer:
          'Contact your bank and card issuers, consider freezing your credit and reach out to Beem support. On Pro, you can also start a claim in the app.',
      },
    ],
  },
  carInsurance: {
    path: routes.carInsurance,
    seo: {
      title: 'Compare car insurance quotes for students',
      description:
        'Compare car insurance quotes from licensed partner insurers in one place and find coverage that fits a student budget. See your price before you buy.',
    },
    eyebrow: 'Car insurance',
    title: 'Car insurance that fits a student budget',
    claim: 'Save on car insurance, up to 40%*',
    footnote:
      "*Savings vary by driver, vehicle, state and insurer, and not every driver will save. Car insurance is offered through licensed partner insurers, and savings are compared with a driver's previous premium.",
    lead: 'Answer a few questions about you and your car, then compare quotes from partner insurers side by side before you choose.',
    steps: [
      {
        title: 'Tell us about you and your car',
        body: 'Share your ZIP code, your car and your driving history, so insurers can price your coverage.',
      },
      {
        title: 'Compare quotes',
        body: 'See prices and coverage from partner insurers next to each other, including deductibles and limits.',
      },
      {
        title: 'Choose and buy',
        body: 'Pick the quote that fits and finish buying the policy directly with the insurer.',
      },
    ],
    benefits: [
      {
        title: 'Several quotes, one form',
        body: 'Fill in your details once instead of repeating them on every insurer site.',
      },
      {
        title: 'Student discounts',
        body: 'Where insurers offer them, discounts like good-student rates are included in your quotes.',
      },
      {
        title: 'Clear coverage',
        body: 'See what each policy covers, so the cheapest quote is not the only thing you compare.',
      },
      {
        title: 'No obligation',
        body: "Getting quotes is free, and you don't have to buy anything.",
      },
    ],
    faq: [
      {
        question: 'Does Beem sell car insurance?',
        answer:
          'Beem connects you with licensed partner insurers. Your policy is with the insurer you choose.',
      },
      {
        question: "Can I stay on my parents' policy?",
        answer:
          'Often, yes, especially if you live at home or are away at school. Compare that with a policy of your own to see which costs less.',
      },
      {
        question: 'Will getting a quote affect my credit score?',
        answer:
          "Getting quotes doesn't affect your credit score. Some insurers use credit-based insurance information where state law allows it.",
      },
      {
        question: 'What do I need to get a quote?',
        answer:
          'Your ZIP code, your car details, your driver license information and any recent accidents or tickets.',
      },
    ],
  },
  personalLoan: {
    path: routes.personalLoan,
    seo: {
      title: 'Compare personal loan offers',
      description:
        'Compare personal loan offers from partner lenders side by side, with rates, terms and monthly payments, before you decide. Checking rates is free.',
    },
    eyebrow: 'Personal loan',
    title: 'Compare personal loan offers in one place',
    claim: 'Compare offers in minutes',
    lead: 'See offers from partner lenders side by side, with the rate, term and monthly payment for each, so you can pick the one that fits.',
    steps: [
      {
        title: 'Tell us what you need',
        body: 'Enter how much you want to borrow, what it is for and a few details about your income.',
      },
      {
        title: 'Check your rates',
        body: 'See the offers partner lenders can make you, with the rate, term and monthly payment for each.',
      },
      {
        title: 'Finish with the lender',
        body: 'Pick an offer and complete your application directly with that lender.',
      },
    ],
    benefits: [
      {
        title: 'Side-by-side offers',
        body: 'Compare the total cost of each offer, not just the monthly payment.',
      },
      {
        title: 'Check rates softly',
        body: 'Checking your rates usually uses a soft credit inquiry, which does not affect your score.',
      },
      {
        title: 'Clear terms',
        body: 'See the rate, fees, term and monthly payment before you apply.',
      },
      {
        title: 'No obligation',
        body: "Looking at offers is free, and you don't have to accept any of them.",
      },
    ],
    faq: [
      {
        question: 'Is Beem the lender?',
        answer:
          'No. Loans are made by partner lenders, who set the rates, terms and approval decisions.',
      },
      {
        question: 'Does checking my rates hurt my credit?',
        answer:
          'Checking rates usually uses a soft inquiry, which does not affect your score. If you accept an offer, the lender may run a hard inquiry.',
      },
      {
        question: 'How is this different from a cash advance?',
        answer:
          'A cash advance is a small amount with no interest, repaid on your next payday. A personal loan is usually larger, charges interest and is repaid over months or years.',
      },
      {
        question: 'Who can apply?',
        answer:
          'Each lender sets its own requirements, which usually include your age, US residency, income and credit history.',
      },
    ],
  },
  savings: {
    path: routes.savings,
    seo: {
      title: 'High-yield savings account',
      description:
        'Earn a high yield on your savings through our partner bank. Open an account in the app, set goals and automate deposits toward what matters to you.',
    },
    eyebrow: 'High-yield savings',
    title: "Savings that earn more while you're in school",
    claim: 'Earn up to 5% APY*',
    footnote:
      '*APY (annual percentage yield) is variable and may change at any time, and a minimum balance may apply. Savings accounts are offered through our partner bank, Member FDIC, and FDIC insurance applies through the partner bank.',
    lead: 'Put spare cash somewhere it earns interest, whether you are saving for spring break, a deposit on an apartment or an emergency fund.',
    steps: [
      {
        title: 'Open your account',
        body: 'Open a savings account in the Beem app. The current rate and any minimum balance are shown before you start.',
      },
      {
        title: 'Add money',
        body: 'Move money from your linked bank account, or set up automatic transfers on payday.',
      },
      {
        title: 'Watch it grow',
        body: 'See your balance and the interest you have earned every time you open the app.',
      },
    ],
    benefits: [
      {
        title: 'Goals you can see',
        body: 'Name a goal, set a target and track how close you are.',
      },
      {
        title: 'Automatic saving',
        body: 'Schedule transfers so saving happens without you having to remember.',
      },
      {
        title: 'FDIC insurance',
        body: 'Deposits are held at our partner bank, Member FDIC, and are insured up to the applicable limits.',
      },
      {
        title: 'Your money, when you need it',
        body: 'Move money back to your checking account when you need it. Transfer limits may apply.',
      },
    ],
    faq: [
      {
        question: 'Is Beem a bank?',
        answer:
          'No. Beem is a financial technology company. Savings accounts are provided by our partner bank, Member FDIC.',
      },
      {
        question: 'Is the APY fixed?',
        answer:
          'No. The APY is variable and can change at any time. The app always shows your current rate.',
      },
      {
        question: 'Is there a minimum balance?',
        answer:
          'A minimum balance may apply to earn the top rate. The app shows any minimum before you open your account.',
      },
      {
        question: 'Is my money insured?',
        answer:
          'Yes, deposits are FDIC insured through our partner bank, up to the applicable limits.',
      },
    ],
  },
  incomeLoss: {
    path: routes.incomeLoss,
    seo: {
      title: 'Job loss and disability insurance',
      description:
        'Income protection for students who work. If you lose your job or cannot work because of illness or injury, get monthly benefits to help cover bills.',
    },
    eyebrow: 'Job loss & disability',
    title: 'A backup plan if your paycheck stops',
    claim: 'Income protection of up to $1,000*',
    footnote:
      "*Benefits are paid monthly, up to $1,000 a month for a limited number of months, after a waiting period. Coverage is underwritten by a partner insurance company and subject to the policy's terms, conditions and exclusions.",
    lead: "If you're laid off or can't work because of an illness or injury, income protection can help cover rent, groceries and bills while you get back on your feet.",
    steps: [
      {
        title: 'Choose your coverage',
        body: 'See the monthly benefit, the waiting period and the price in the app before you enroll.',
      },
      {
        title: 'Stay covered',
        body: 'Pay a monthly premium while you work. Your coverage starts after the waiting period.',
      },
      {
        title: 'Claim if you lose income',
        body: "If you lose your job or can't work, start a claim in the app and send the documents the insurer asks for.",
      },
    ],
    benefits: [
      {
        title: 'Job loss coverage',
        body: 'Get monthly benefits if you lose your job through no fault of your own, like a layoff.',
      },
      {
        title: 'Disability coverage',
        body: "Get monthly benefits if an illness or injury means you can't work.",
      },
      {
        title: 'Claims in the app',
        body: 'Start a claim and follow its progress from your phone.',
      },
      {
        title: 'Clear terms up front',
        body: 'See the benefit amount, the waiting period and the main exclusions before you sign up.',
      },
    ],
    faq: [
      {
        question: 'What counts as job loss?',
        answer:
          'Coverage is for involuntary job loss, such as a layoff. Quitting or being fired for misconduct is usually not covered, and the policy lists the details.',
      },
      {
        question: 'What is the waiting period?',
        answer:
          'A set time after you enroll before coverage starts, and sometimes after you lose income before benefits begin. Your policy states the exact periods.',
      },
      {
        question: 'Do part-time jobs qualify?',
        answer:
          'They can. The policy sets eligibility rules, such as how long you have worked and how many hours a week.',
      },
      {
        question: 'Who provides the insurance?',
        answer:
          'A partner insurance company underwrites the coverage. Beem helps you enroll and manage it in the app.',
      },
    ],
  },
  healthInsurance: {
    path: routes.healthInsurance,
    seo: {
      title: 'Affordable health insurance plans',
      description:
        'Compare health insurance plans from licensed partners by price, deductible and network, and find coverage that fits a student budget. Enroll online.',
    },
    eyebrow: 'Health insurance',
    title: 'Find a health plan that fits your budget',
    claim: 'Health plans from $2.80/month*',
    footnote:
      '*Prices depend on your age, location and the plan you choose, and the lowest price is not available everywhere. Plans are offered through licensed partner insurers and agents.',
    lead: 'Compare plans from licensed partners by monthly price, deductible and doctor network, and pick coverage that works for you.',
    steps: [
      {
        title: 'Enter a few details',
        body: 'Share your ZIP code, your age and who needs coverage.',
      },
      {
        title: 'Compare plans',
        body: 'See monthly prices, deductibles and networks side by side.',
      },
      {
        title: 'Enroll',
        body: 'Choose a plan and finish enrolling with the licensed partner.',
      },
    ],
    benefits: [
      {
        title: 'Prices up front',
        body: 'See what each plan costs each month before you share anything more.',
      },
      {
        title: 'Beyond the price',
        body: 'Compare deductibles, copays and networks, not just the monthly premium.',
      },
      {
        title: 'Licensed help',
        body: 'Licensed partner agents can answer questions about a plan before you enroll.',
      },
      {
        title: 'Options for students',
        body: "Whether you're leaving a parent's plan or skipping your school's plan, see what else is available.",
      },
    ],
    faq: [
      {
        question: "Can I stay on my parent's plan?",
        answer:
          "Under the Affordable Care Act, you can usually stay on a parent's plan until you turn 26. Compare it with your other options to see what fits.",
      },
      {
        question: 'What does a low-cost plan cover?',
        answer:
          'Low-cost plans may have higher deductibles or cover fewer services. Check what each plan includes before you enroll.',
      },
      {
        question: 'When can I enroll?',
        answer:
          'During open enrollment each year, or after a life event like losing other coverage or moving to a new state.',
      },
      {
        question: 'Does my school offer a plan?',
        answer:
          "Many colleges do. Compare your school's plan with the options here, looking at price, deductible and the doctors you can see.",
      },
    ],
  },
  arcade: {
    path: routes.arcade,
    seo: {
      title: 'Play games and earn rewards',
      description:
        'Play quick, casual games in the Beem Arcade between classes and earn rewards you can redeem in the app. Included with Basic, Plus and Pro memberships.',
    },
    eyebrow: 'Beem Arcade',
    title: 'Take a break, play a game, earn rewards',
    claim: 'Play games, earn rewards',
    lead: 'The Beem Arcade has quick games you can play between classes. Playing earns rewards you can redeem in the app.',
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
  },
  deals: {
    path: routes.deals,
    seo: {
      title: 'Student deals and discounts',
      description:
        'Find exclusive student discounts on food, tech, travel and everyday essentials in the Beem app. Deals come with every membership plan.',
    },
    eyebrow: 'Deals',
    title: 'Student deals on the things you actually buy',
    claim: 'Exclusive discounts for students',
    lead: 'From food delivery to laptops, find discounts picked for students and use them in a couple of taps.',
    steps: [
      {
        title: 'Browse deals',
        body: 'Look through deals by category, like food, tech, travel or clothes.',
      },
      {
        title: 'Activate a deal',
        body: 'Tap a deal to see its terms and get the code or link.',
      },
      {
        title: 'Save at checkout',
        body: 'Use the code or link when you pay, and the discount is applied.',
      },
    ],
    benefits: [
      {
        title: 'Picked for students',
        body: 'Deals focus on what students actually spend on, from groceries to textbooks.',
      },
      {
        title: 'Fresh deals',
        body: 'New offers are added regularly, so it is worth checking back.',
      },
      {
        title: 'Stack with cashback',
        body: 'On eligible plans, some purchases can also earn cashback.',
      },
      {
        title: 'In every plan',
        body: 'Deals come with every Beem membership, from Lite to Pro.',
      },
    ],
    faq: [
      {
        question: 'Do deals cost extra?',
        answer: 'No. Deals are included with every Beem membership plan.',
      },
      {
        question: 'Do deals expire?',
        answer: 'Most do. Each deal shows its end date and terms, so check them before you buy.',
      },
      {
        question: 'Can I use a deal more than once?',
        answer:
          'It depends on the merchant. The terms on each deal say whether it is a one-time offer.',
      },
    ],
  },
} as const satisfies Record<string, FeatureContent>;
