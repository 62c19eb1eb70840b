import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import './support.css';

/** Answers to what fleet owners ask most, each a short how-to within the portal. */
const TOPICS: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I follow a vehicle live?',
    answer:
      'Open Vehicle › All Vehicles and choose a vehicle card. The tracking screen shows its position, speed, ignition and address as they arrive; the History tab replays a day or a range of up to 30 days.',
  },
  {
    question: 'Why does a vehicle say Expired?',
    answer:
      'Its subscription has ended. Its tracker keeps reporting and positions are kept, but the vehicle is not shown live until it is renewed. Open Subscription, choose the vehicle and a plan, and pay: the new expiry applies at once.',
  },
  {
    question: 'How do I get alerts by push or e-mail?',
    answer:
      'Open Settings › Notification and choose, for each kind of event, whether it shows in the app, as a push notification or by e-mail.',
  },
  {
    question: "How do I share a vehicle's location?",
    answer:
      'Use Share Device on the vehicle card and pick how long the link lasts (24 hours, 3 days, 7 days or 30 days). Whoever opens the link sees that vehicle on a map and can change nothing.',
  },
  {
    question: 'Where are trips, stops and reports?',
    answer:
      'Open Report, choose the vehicles or groups and a period, then the kind of report. Each report can be downloaded as a spreadsheet.',
  },
  {
    question: 'A tracker shows Offline. What can I check?',
    answer:
      'Check that the tracker has power and mobile signal, and that its IMEI in Installed Devices matches the unit fitted. If it stays offline, open a ticket with the vehicle chosen.',
  },
];

/** /dashboard/help-and-support: help topics and the way to the support tickets. */
export function HelpAndSupportPage() {
  return (
    <>
      <PageHeader
        title="Help & Support"
        description="Answers to common questions, and our team when you need it."
      />
      <div className="fleet-portal-support">
        <section
          className="fleet-portal-card fleet-portal-support__contact"
          aria-labelledby="support-contact"
        >
          <h3 id="support-contact">Need help from our team?</h3>
          <p>
            Open a ticket: describe the problem, pick the vehicle it concerns, and follow the conversation
            here.
          </p>
          <Link
            className="fleet-portal-button fleet-portal-button--primary"
            to="/dashboard/help-and-support/tickets"
          >
            Support Tickets
          </Link>
        </section>
        <section className="fleet-portal-card" aria-labelledby="support-faq">
          <h3 id="support-faq">Frequently asked questions</h3>
          {TOPICS.map((topic) => (
            <details key={topic.question} className="fleet-portal-support__topic">
              <summary>{topic.question}</summary>
              <p>{topic.answer}</p>
            </details>
          ))}
        </section>
      </div>
    </>
  );
}
