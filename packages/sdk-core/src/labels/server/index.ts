// Texts the server writes for people (report files, the e-mails that carry them), in the language of
// the user they are for. English here; every other language in its catalogue under the group's name.

export { ACCOUNT_MAIL_TEXTS } from './accountMailTexts';
export { EVENT_MAIL_TEXTS } from './eventMailTexts';
export { REPORT_EXPORT_TEXTS } from './reportExportTexts';
