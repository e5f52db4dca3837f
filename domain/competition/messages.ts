/**
 * Validation and error messages of competitions administration (seed 2 §5 Competition, Matrix and pools;
 * §8 Competitions), as Lingui lazy descriptors; domain/messages.ts registers them with the others so an id
 * that crosses the wire stays translatable. The §8 catalogue's wording is kept where it gives one.
 */
export const COMPETITION_MESSAGES = {
  seasonAfter1920: /*i18n*/ {
    id: 'validation.competition.season',
    message: 'Season must be later than 1920',
  },
  sponsorPositionRequired: /*i18n*/ {
    id: 'validation.competition.sponsorPosition',
    message: 'Sponsor position is required when there is a sponsor',
  },
  divisionsRange: /*i18n*/ {
    id: 'validation.competition.divisions',
    message: 'Divisions must be between 1 and 10',
  },
  legsRange: /*i18n*/ { id: 'validation.competition.legs', message: 'Legs must be between 0 and 2' },
  pointsRange: /*i18n*/ { id: 'validation.competition.points', message: 'Points must be between 0 and 10' },
  tieBreaksRequired: /*i18n*/ {
    id: 'validation.competition.tieBreaks',
    message: 'All four tie-break orders are required, each once',
  },
  divisionCount: /*i18n*/ {
    id: 'validation.competition.divisionCount',
    message: 'Give a name and abbreviation for each division',
  },
  daysHoursMin: /*i18n*/ {
    id: 'validation.competition.daysHours',
    message: 'Days and hours before a fixture must be 0 or more',
  },
  teamNameForDuplicate: /*i18n*/ {
    id: 'validation.competition.teamNameDuplicateOrg',
    message: 'A team name is required when a club has more than one team in the division',
  },
  competitorRequired: /*i18n*/ {
    id: 'validation.competition.competitorRequired',
    message: 'Add at least one competitor to each division',
  },
  divisionRequired: /*i18n*/ {
    id: 'validation.competition.divisionRequired',
    message: 'Choose a division before adding teams',
  },
  competitorTwice: /*i18n*/ {
    id: 'validation.competition.competitorTwice',
    message: 'This team is already in the division',
  },
  teamOrPlaceholder: /*i18n*/ {
    id: 'validation.competition.placeholderRequired',
    message: 'A placeholder is required when the team is unknown',
  },
  roundDateOrder: /*i18n*/ {
    id: 'validation.competition.roundDate',
    message: "A round date must be on or after the previous round's date",
  },
  generateTeams: /*i18n*/ {
    id: 'validation.competition.generateTeams',
    message: 'Fixtures are generated only for 3 to 24 teams',
  },
  fixturesExist: /*i18n*/ {
    id: 'validation.competition.fixturesExist',
    message: 'This division already has fixtures: delete them first or confirm to replace them',
  },
  confirmRequired: /*i18n*/ {
    id: 'validation.competition.confirmRequired',
    message: 'This deletes the divisions and fixtures of the competition: confirm to go on',
  },
  reasonRequired: /*i18n*/ { id: 'validation.competition.reason', message: 'A reason is required' },
  statusChange: /*i18n*/ {
    id: 'validation.competition.statusChange',
    message: 'The competition cannot move to this status from its current one',
  },
  bulkLimit: /*i18n*/ {
    id: 'validation.fixture.bulkLimit',
    message: 'Bulk edit or delete is limited to 20 fixtures or results',
  },
  bulkDeleteStarted: /*i18n*/ {
    id: 'validation.fixture.bulkDeleteStarted',
    message: 'Unable to bulk delete fixtures/results that have a start date',
  },
  bulkUpdateFailed: /*i18n*/ {
    id: 'validation.fixture.bulkUpdateFailed',
    message: 'Unable to update all fixtures - ',
  },
  dateMoveReason: /*i18n*/ {
    id: 'validation.fixture.dateMoveReason',
    message: 'Moving a fixture by more than 2 days needs a reason',
  },
  broadcastSummary: /*i18n*/ {
    id: 'validation.fixture.broadcastSummary',
    message: 'Broadcast summary is required',
  },
  urlInvalid: /*i18n*/ { id: 'validation.url.invalid', message: 'Enter a valid URL' },
  cccNotesRequired: /*i18n*/ {
    id: 'validation.fixture.cccNotes',
    message: 'CCC ruling notes are required',
  },
  matrixNameMax: /*i18n*/ {
    id: 'validation.matrix.nameMax',
    message: 'Matrix name must be at most 50 characters',
  },
  matrixTeams: /*i18n*/ { id: 'validation.matrix.teams', message: 'Total teams must be between 3 and 24' },
  uniqueTeams: /*i18n*/ { id: 'validation.matrix.uniqueTeams', message: 'Unique teams are required' },
  matrixPredefined: /*i18n*/ {
    id: 'validation.matrix.predefined',
    message: 'Predefined matrices cannot be edited, only viewed',
  },
  poolNameMax: /*i18n*/ { id: 'validation.pool.nameMax', message: 'Pool name must be at most 50 characters' },
  poolDescriptionMax: /*i18n*/ {
    id: 'validation.pool.descriptionMax',
    message: 'Description must be at most 75 characters',
  },
  poolInUse: /*i18n*/ {
    id: 'validation.pool.inUse',
    message: "This cannot be deleted as it's being used in an active competition",
  },
  cloneFailed: /*i18n*/ { id: 'validation.competition.cloneFailed', message: 'Failed to clone competition' },
  handOverToSelf: /*i18n*/ {
    id: 'validation.managedLeague.self',
    message: 'A division cannot be handed to the organisation that owns it',
  },
  handOverRunning: /*i18n*/ {
    id: 'validation.managedLeague.running',
    message: 'This division is already managed by another organisation',
  },
  handOverEnded: /*i18n*/ {
    id: 'validation.managedLeague.ended',
    message: 'This managed league has already ended',
  },
  sameTeams: /*i18n*/ {
    id: 'validation.fixture.sameTeams',
    message: 'A team cannot play itself',
  },
} as const;
