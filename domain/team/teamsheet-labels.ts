/**
 * Labels printed on the teamsheet and contact-info PDFs (seed 2 §3), translated on the server into the
 * caller's language.
 */
export const TEAMSHEET_LABELS = {
  title: /*i18n*/ { id: 'teamsheet.title', message: 'Teamsheet' },
  officialTitle: /*i18n*/ { id: 'teamsheet.officialTitle', message: 'Official teamsheet' },
  competition: /*i18n*/ { id: 'teamsheet.competition', message: 'Competition' },
  opposition: /*i18n*/ { id: 'teamsheet.opposition', message: 'Opposition' },
  date: /*i18n*/ { id: 'teamsheet.date', message: 'Date' },
  number: /*i18n*/ { id: 'teamsheet.number', message: 'No.' },
  name: /*i18n*/ { id: 'teamsheet.name', message: 'Name' },
  dob: /*i18n*/ { id: 'teamsheet.dob', message: 'Date of birth' },
  photoConsent: /*i18n*/ { id: 'teamsheet.photoConsent', message: 'Photo consent' },
  medical: /*i18n*/ { id: 'teamsheet.medical', message: 'Medical' },
  officials: /*i18n*/ { id: 'teamsheet.officials', message: 'Team officials' },
  chairperson: /*i18n*/ { id: 'teamsheet.chairperson', message: 'Chairperson' },
  secretary: /*i18n*/ { id: 'teamsheet.secretary', message: 'Secretary' },
  contactTitle: /*i18n*/ { id: 'teamsheet.contactTitle', message: 'Contact information' },
  role: /*i18n*/ { id: 'teamsheet.role', message: 'Role' },
  telephone: /*i18n*/ { id: 'teamsheet.telephone', message: 'Telephone' },
  email: /*i18n*/ { id: 'teamsheet.email', message: 'E-mail' },
  yes: /*i18n*/ { id: 'teamsheet.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'teamsheet.no', message: 'No' },
} as const;
