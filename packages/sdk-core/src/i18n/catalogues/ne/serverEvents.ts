/** नेपाली: the frame of event e-mails and push notices (`EVENT_MAIL_TEXTS`). */
export const NE_SERVER_EVENTS = {
  'EVENT_MAIL_TEXTS.title': '{event}: {device}',
  'EVENT_MAIL_TEXTS.body': '{time} मा {title}।',
  'EVENT_MAIL_TEXTS.unknownDevice': 'अज्ञात उपकरण',
} as const;
