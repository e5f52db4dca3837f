/**
 * Validation and error messages of teams, groups and events (seed 2 §5 Teams and Events, §8 "Teams, events"),
 * as Lingui lazy descriptors; domain/messages.ts registers them with the others so an id that crosses the
 * wire stays translatable. Wording is ours where the spec gives only the rule.
 */
export const TEAM_MESSAGES = {
  healthSupervisorNotMember: /*i18n*/ {
    id: 'validation.team.healthSupervisorNotMember',
    message: 'Only an active member of the club can supervise its teams',
  },
  healthSupervisorSelf: /*i18n*/ {
    id: 'validation.team.healthSupervisorSelf',
    message: 'You cannot designate yourself a health supervisor: another administrator of the club must',
  },
  teamNameLength: /*i18n*/ {
    id: 'validation.team.nameLength',
    message: 'Name must be between 3 and 50 characters',
  },
  teamSuffixMax: /*i18n*/ {
    id: 'validation.team.suffixMax',
    message: 'Suffix must be under 50 characters',
  },
  teamDuplicate: /*i18n*/ {
    id: 'validation.team.duplicate',
    message:
      'This club already has a team with this activity, age level and suffix. Add a unique suffix (for example "B") to create another team.',
  },
  teamsheetTextMax: /*i18n*/ {
    id: 'validation.teamsheet.textMax',
    message: 'Must be at most 30 characters',
  },
  eventSubjectMax: /*i18n*/ {
    id: 'validation.event.subjectMax',
    message: 'Subject must be at most 255 characters',
  },
  eventMessageMax: /*i18n*/ {
    id: 'validation.event.messageMax',
    message: 'Message must be at most 1000 characters',
  },
  eventDateTime: /*i18n*/ {
    id: 'validation.event.dateTime',
    message: 'Enter the date and time as dd/mm/yyyy hh:mm',
  },
  eventDuration: /*i18n*/ {
    id: 'validation.event.duration',
    message: 'Duration must be between 15 and 300 minutes',
  },
  eventReasonMax: /*i18n*/ {
    id: 'validation.event.reasonMax',
    message: 'Reason must be at most 500 characters',
  },
  messageRecipients: /*i18n*/ {
    id: 'validation.message.recipients',
    message: 'Choose everyone in the club or at least one team or group',
  },
  messageCategories: /*i18n*/ {
    id: 'validation.message.categories',
    message: 'Choose at least one category',
  },
} as const;
