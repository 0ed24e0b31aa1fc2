import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { StaticPage } from '../components/static-page';
import { TextLink } from '../components/text-link';

type Question = { question: string; answer: ReactNode };

const SECTIONS: { heading: string; questions: Question[] }[] = [
  {
    heading: 'Orders',
    questions: [
      {
        question: 'How do I track my order?',
        answer:
          'Every order has a number starting with IT-. Open the tracking link from your order confirmation, or your order in your account, to see its status: placed, processing, shipped or delivered.',
      },
      {
        question: 'Can I cancel my order?',
        answer:
          'Yes, while it is still placed or processing. Once an order has shipped it can no longer be cancelled. The reason is optional.',
      },
      {
        question: 'Why does my order have several parts?',
        answer:
          'An order with products from several sellers is split into one part per seller. Each seller ships their part, so each part has its own status, and you can cancel one part on its own while it has not shipped.',
      },
      {
        question: 'Can I cancel just some items?',
        answer:
          'Yes. Before your order has been passed on to its sellers you can tick the items you no longer want and cancel only those.',
      },
    ],
  },
  {
    heading: 'Paying',
    questions: [
      {
        question: 'How can I pay?',
        answer:
          'Cash on delivery, bank transfer (upload a photo of your transfer receipt at checkout) or card. Card details are handled by the payment provider and never stored by Marketplace.',
      },
      {
        question: 'Do I need an account to order?',
        answer:
          'No, you can check out as a guest and look your order up with its number and your email. An account keeps all your orders in one place.',
      },
    ],
  },
  {
    heading: 'Selling',
    questions: [
      {
        question: 'How do I become a seller?',
        answer: (
          <>
            <TextLink to="/vendor/register">Apply online</TextLink> in three steps: business information,
            contact details, then your address and the categories you sell in. We confirm your email with a
            six-digit code, valid for 10 minutes. You then receive an application ID such as APP-2024-001234.
          </>
        ),
      },
      {
        question: 'How do I know whether my application was approved?',
        answer: (
          <>
            Enter your application ID on the <TextLink to="/vendor/application-status">status page</TextLink>.
            An application is pending, under review, approved or rejected. Once approved, the status page
            shows your sign-in details with a temporary password, which you replace when you first sign in.
          </>
        ),
      },
      {
        question: 'What does it cost to sell?',
        answer:
          'Marketplace keeps a commission on each sale, 20 percent unless a different rate was agreed with your shop. You can follow your commission and payouts in the vendor portal.',
      },
    ],
  },
];

/** `/faq` */
export function FaqPage() {
  return (
    <StaticPage
      documentTitle="Frequently asked questions"
      title="Frequently asked questions"
      description="Answers to the questions customers and sellers ask most."
    >
      {SECTIONS.map((section) => (
        <section key={section.heading} aria-labelledby={`faq-${section.heading}`}>
          <h2 id={`faq-${section.heading}`} className="mb-3 text-lg font-semibold text-slate-900">
            {section.heading}
          </h2>
          <Card className="divide-y divide-slate-100">
            {section.questions.map(({ question, answer }) => (
              <details key={question} className="group px-5 py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 [&::-webkit-details-marker]:hidden">
                  {question}
                  <ChevronDown
                    className="size-4 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="mt-3 text-sm leading-relaxed text-slate-600">{answer}</p>
              </details>
            ))}
          </Card>
        </section>
      ))}
    </StaticPage>
  );
}
