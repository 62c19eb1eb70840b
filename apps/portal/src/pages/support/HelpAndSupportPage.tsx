import { useTexts } from '@fleetkit/react-widgets';
import { MENU_TEXTS, SUPPORT_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import './support.css';

/** Answers to what fleet owners ask most, each a short how-to within the portal (`SUPPORT_TEXTS.topics`). */
const TOPICS = ['live', 'expired', 'alerts', 'share', 'reports', 'offline'] as const;

/** /dashboard/help-and-support: help topics and the way to the support tickets. */
export function HelpAndSupportPage() {
  const texts = useTexts(SUPPORT_TEXTS);
  const menu = useTexts(MENU_TEXTS);
  return (
    <>
      <PageHeader title={menu.helpAndSupport} description={texts.description} />
      <div className="fleet-portal-support">
        <section
          className="fleet-portal-card fleet-portal-support__contact"
          aria-labelledby="support-contact"
        >
          <h3 id="support-contact">{texts.needHelp}</h3>
          <p>{texts.needHelpText}</p>
          <Link
            className="fleet-portal-button fleet-portal-button--primary"
            to="/dashboard/help-and-support/tickets"
          >
            {menu.supportTickets}
          </Link>
        </section>
        <section className="fleet-portal-card" aria-labelledby="support-faq">
          <h3 id="support-faq">{texts.faq}</h3>
          {TOPICS.map((topic) => (
            <details key={topic} className="fleet-portal-support__topic">
              <summary>{texts.topics[topic].question}</summary>
              <p>{texts.topics[topic].answer}</p>
            </details>
          ))}
        </section>
      </div>
    </>
  );
}
