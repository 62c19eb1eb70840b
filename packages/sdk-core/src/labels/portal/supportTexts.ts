import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/** Help & Support and the support tickets. */
export const SUPPORT_TEXTS = /* @__PURE__ */ textGroup('SUPPORT_TEXTS', {
  description: 'Answers to common questions, and our team when you need it.',
  needHelp: 'Need help from our team?',
  needHelpText:
    'Open a ticket: describe the problem, pick the vehicle it concerns, and follow the conversation here.',
  faq: 'Frequently asked questions',
  topics: {
    live: {
      question: 'How do I follow a vehicle live?',
      answer:
        'Open Vehicle › All Vehicles and choose a vehicle card. The tracking screen shows its position, speed, ignition and address as they arrive; the History tab replays a day or a range of up to 30 days.',
    },
    expired: {
      question: 'Why does a vehicle say Expired?',
      answer:
        'Its subscription has ended. Its tracker keeps reporting and positions are kept, but the vehicle is not shown live until it is renewed. Open Subscription, choose the vehicle and a plan, and pay: the new expiry applies at once.',
    },
    alerts: {
      question: 'How do I get alerts by push or e-mail?',
      answer:
        'Open Settings › Notification and choose, for each kind of event, whether it shows in the app, as a push notification or by e-mail.',
    },
    share: {
      question: "How do I share a vehicle's location?",
      answer:
        'Use Share Device on the vehicle card and pick how long the link lasts (24 hours, 3 days, 7 days or 30 days). Whoever opens the link sees that vehicle on a map and can change nothing.',
    },
    reports: {
      question: 'Where are trips, stops and reports?',
      answer:
        'Open Report, choose the vehicles or groups and a period, then the kind of report. Each report can be downloaded as a spreadsheet.',
    },
    offline: {
      question: 'A tracker shows Offline. What can I check?',
      answer:
        'Check that the tracker has power and mobile signal, and that its IMEI in Installed Devices matches the unit fitted. If it stays offline, open a ticket with the vehicle chosen.',
    },
  },
  ticketsDescription: 'Your conversations with our support team.',
  openATicket: 'Open a ticket',
  ticketsCaption: 'Support tickets',
  noTickets: 'No tickets yet',
  noTicketsHint: 'Open a ticket and our team will answer here.',
  subject: 'Subject',
  category: 'Category',
  status: 'Status',
  openedBy: 'Opened by',
  lastActivity: 'Last activity',
  categories: {
    technical: 'Technical problem',
    device: 'Tracker or vehicle',
    billing: 'Billing and subscription',
    account: 'Account and sign-in',
    other: 'Something else',
  },
  statuses: {
    open: 'Waiting for support',
    pending: 'Support replied',
    resolved: 'Resolved',
    closed: 'Closed',
  },
  ticketNotOpened: 'The ticket could not be opened.',
  subjectTooShort: 'Enter a subject of at least 3 characters',
  describeProblem: 'Describe the problem',
  vehicleOptional: 'Vehicle (optional)',
  noParticularVehicle: 'No particular vehicle',
  descriptionLabel: 'Description',
  cancel: 'Cancel',
  openTicket: 'Open ticket',
  imagesOptional: textTemplate<[max: string]>('Images (optional, up to {max})'),
  removeImage: textTemplate<[name: string]>('Remove {name}'),
  addImages: 'Add images',
  attachedImages: 'Attached images',
  attachedImage: textTemplate<[index: string, count: string]>('Attached image {index} of {count}'),
  openFullImage: 'Open the full image',
  openedOn: textTemplate<[category: string, date: string, name: string]>(
    '{category} · opened {date} by {name}',
  ),
  markResolved: 'Mark resolved',
  markedResolved: 'Ticket marked resolved',
  updateFailed: 'Failed to update the ticket',
  conversation: 'Conversation',
  fromSupport: textTemplate<[name: string]>('{name} (Support)'),
  ticketClosed: 'This ticket is closed and takes no more messages.',
  yourMessage: 'Your message',
  messageNotSent: 'The message could not be sent.',
  send: 'Send',
} as const);
