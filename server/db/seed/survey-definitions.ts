/**
 * The published survey definitions (seed 3 §3 kinds), in English and Irish. Real-shaped, not the
 * association's own wording (which the spec does not give): Club Compas with must-, should- and could-do
 * items (club-compas.ts), a risk assessment, the annual insurance declaration and the energy grant with its amount applied
 * for. Each is checked against domain/survey/definition.ts when seeded (tests/server/surveys.test.ts too).
 */
import type { SurveyDefinition } from '../../../domain/survey/definition.ts';
import { CLUB_COMPAS } from './club-compas.ts';
import { PROPERTY_MATTERS } from './property-matters.ts';
import { seedId } from './random.ts';
import { t, YES_NO } from './survey-text.ts';

export const ENERGY_GRANT: SurveyDefinition = {
  kind: 'ENERGY_GRANT',
  title: t('Energy grant', 'Deontas fuinnimh'),
  description: t(
    'A grant towards work that reduces the club’s energy use.',
    'Deontas i dtreo oibre a laghdaíonn úsáid fuinnimh an chlub.',
  ),
  sections: [
    {
      id: 'project',
      title: t('The project', 'An tionscadal'),
      questions: [
        {
          id: 'projectTitle',
          type: 'TEXT',
          label: t('Project title', 'Teideal an tionscadail'),
          minLength: 3,
          maxLength: 100,
        },
        {
          id: 'measures',
          type: 'MULTISELECT',
          label: t('Energy measures', 'Bearta fuinnimh'),
          minCount: 1,
          maxCount: 4,
          options: [
            { value: 'LED', label: t('LED lighting', 'Soilsiú LED') },
            { value: 'SOLAR', label: t('Solar panels', 'Painéil ghréine') },
            { value: 'INSULATION', label: t('Insulation', 'Insliú') },
            { value: 'HEAT_PUMP', label: t('Heat pump', 'Teaschaidéal') },
          ],
        },
        {
          id: 'description',
          type: 'TEXT',
          label: t('Describe the work', 'Déan cur síos ar an obair'),
          minLength: 10,
          maxLength: 2000,
        },
      ],
    },
    {
      id: 'costs',
      title: t('Costs', 'Costais'),
      questions: [
        {
          id: 'totalCost',
          type: 'NUMBER',
          label: t('Total cost of the project (€)', 'Costas iomlán an tionscadail (€)'),
          min: 1,
          max: 5_000_000,
        },
        {
          id: 'amountApplied',
          type: 'NUMBER',
          amountAppliedFor: true,
          label: t('Amount applied for (€)', 'An méid a iarradh (€)'),
          min: 1,
          max: 250_000,
        },
        {
          id: 'clubShare',
          type: 'CALCULATED',
          formula: 'totalCost - amountApplied',
          label: t('Club’s own contribution (€)', 'Ranníocaíocht an chlub féin (€)'),
        },
        {
          // Linked documents (seed 3 §5): one energy bill per year, each uploaded with its year.
          id: 'energyBills',
          type: 'FILE',
          optional: true,
          linkedByYear: true,
          label: t(
            'Annual energy bills: one document per year (PDF or image)',
            'Billí fuinnimh bliantúla: doiciméad amháin in aghaidh na bliana (PDF nó íomhá)',
          ),
          maxCount: 3,
        },
      ],
    },
  ],
};

export const RISK_ASSESSMENT: SurveyDefinition = {
  kind: 'RISK_ASSESSMENT',
  title: t('Risk Assessment', 'Measúnú Riosca'),
  description: t('Required every two years.', 'Riachtanach gach dara bliain.'),
  sections: [
    {
      id: 'facilities',
      title: t('Facilities', 'Áiseanna'),
      questions: [
        {
          id: 'pitchCondition',
          type: 'RADIO',
          label: t('Condition of the pitches', 'Staid na bpáirceanna'),
          options: [
            { value: 'GOOD', label: t('Good', 'Maith') },
            { value: 'FAIR', label: t('Fair', 'Measartha') },
            { value: 'POOR', label: t('Poor', 'Lag') },
          ],
        },
        {
          id: 'hazards',
          type: 'TEXT',
          optional: true,
          label: t('Hazards found and actions taken', 'Guaiseacha a aimsíodh agus an gníomh a rinneadh'),
          maxLength: 2000,
        },
        {
          id: 'firstAidKits',
          type: 'NUMBER',
          label: t('Number of first aid kits', 'Líon na bhfearas garchabhrach'),
          min: 0,
          max: 100,
        },
      ],
    },
  ],
};

export const INSURANCE_DECLARATION: SurveyDefinition = {
  kind: 'INSURANCE_DECLARATION',
  title: t('Annual Insurance Declaration', 'Dearbhú Bliantúil Árachais'),
  sections: [
    {
      id: 'declaration',
      title: t('Declaration', 'Dearbhú'),
      questions: [
        {
          id: 'members',
          type: 'NUMBER',
          label: t('Number of registered members', 'Líon na mball cláraithe'),
          min: 0,
          max: 100_000,
        },
        {
          id: 'buildings',
          type: 'MULTISELECT',
          optional: true,
          label: t('Buildings the club owns', 'Foirgnimh atá ag an gclub'),
          options: [
            { value: 'CLUBHOUSE', label: t('Clubhouse', 'Teach club') },
            { value: 'DRESSING_ROOMS', label: t('Dressing rooms', 'Seomraí feistis') },
            { value: 'GYM', label: t('Gym', 'Seomra aclaíochta') },
          ],
        },
        {
          id: 'schedule',
          type: 'FILE',
          optional: true,
          label: t(
            'Schedule of insured property (PDF or image)',
            'Sceideal na maoine árachaithe (PDF nó íomhá)',
          ),
          maxCount: 1,
        },
        {
          id: 'confirm',
          type: 'RADIO',
          label: t('The information given is correct', 'Tá an t-eolas a tugadh ceart'),
          options: [{ value: 'YES', label: t('I confirm', 'Deimhním') }],
        },
      ],
    },
  ],
};

export const INFRASTRUCTURE_GRANT: SurveyDefinition = {
  kind: 'INFRASTRUCTURE_GRANT',
  title: t('Infrastructure grant', 'Deontas bonneagair'),
  sections: [
    {
      id: 'project',
      title: t('The project', 'An tionscadal'),
      questions: [
        {
          id: 'facility',
          type: 'RADIO',
          label: t('Facility', 'Áis'),
          options: [
            { value: 'PITCH', label: t('Pitch', 'Páirc imeartha') },
            { value: 'DRESSING_ROOMS', label: t('Dressing rooms', 'Seomraí feistis') },
            { value: 'WALKWAY', label: t('Community walkway', 'Cosán pobail') },
            { value: 'OTHER', label: t('Other', 'Eile') },
          ],
        },
        {
          id: 'description',
          type: 'TEXT',
          label: t('Describe the work', 'Déan cur síos ar an obair'),
          minLength: 10,
          maxLength: 2000,
        },
        {
          id: 'planning',
          type: 'RADIO',
          label: t('Planning permission granted', 'Cead pleanála tugtha'),
          options: [...YES_NO, { value: 'NOT_NEEDED', label: t('Not needed', 'Níl gá leis') }],
        },
      ],
    },
    {
      id: 'costs',
      title: t('Costs', 'Costais'),
      questions: [
        {
          id: 'totalCost',
          type: 'NUMBER',
          label: t('Total cost of the project (€)', 'Costas iomlán an tionscadail (€)'),
          min: 1,
          max: 10_000_000,
        },
        {
          id: 'amountApplied',
          type: 'NUMBER',
          amountAppliedFor: true,
          label: t('Amount applied for (€)', 'An méid a iarradh (€)'),
          min: 1,
          max: 1_000_000,
        },
        {
          id: 'clubShare',
          type: 'CALCULATED',
          formula: 'totalCost - amountApplied',
          label: t('Club’s own contribution (€)', 'Ranníocaíocht an chlub féin (€)'),
        },
      ],
    },
  ],
};

export const MEMBER_SURVEY: SurveyDefinition = {
  kind: 'MEMBER_SURVEY',
  title: t('Member survey', 'Suirbhé ball'),
  sections: [
    {
      id: 'members',
      title: t('Members', 'Baill'),
      questions: [
        {
          id: 'codes',
          type: 'MULTISELECT',
          label: t('Codes the club plays', 'Na cluichí a imríonn an club'),
          minCount: 1,
          options: [
            { value: 'FOOTBALL', label: t('Football', 'Peil') },
            { value: 'HURLING', label: t('Hurling', 'Iománaíocht') },
            { value: 'CAMOGIE', label: t('Camogie', 'Camógaíocht') },
            { value: 'LADIES_FOOTBALL', label: t('Ladies football', 'Peil na mban') },
            { value: 'HANDBALL', label: t('Handball', 'Liathróid láimhe') },
            { value: 'ROUNDERS', label: t('Rounders', 'Cluiche corr') },
          ],
        },
        {
          id: 'youthTeams',
          type: 'NUMBER',
          label: t('Number of youth teams', 'Líon na bhfoirne óige'),
          min: 0,
          max: 200,
        },
        {
          id: 'adultTeams',
          type: 'NUMBER',
          label: t('Number of adult teams', 'Líon na bhfoirne aosach'),
          min: 0,
          max: 200,
        },
        {
          id: 'allTeams',
          type: 'CALCULATED',
          formula: 'youthTeams + adultTeams',
          label: t('Teams in all', 'Foirne ar fad'),
        },
      ],
    },
  ],
};

export const LOAN_APPLICATION: SurveyDefinition = {
  kind: 'LOAN_APPLICATION',
  title: t('Loan application', 'Iarratas ar iasacht'),
  description: t(
    'Borrowing is approved by the central financial council.',
    'Is í an chomhairle airgeadais lárnach a cheadaíonn iasachtaí.',
  ),
  sections: [
    {
      id: 'loan',
      title: t('The loan', 'An iasacht'),
      questions: [
        {
          id: 'band',
          type: 'RADIO',
          label: t('Amount band', 'Banda an mhéid'),
          options: [
            { value: 'BORROWING_15K_75K', label: t('€15,000 to €75,000', '€15,000 go €75,000') },
            { value: 'BORROWING_75K_150K', label: t('€75,000 to €150,000', '€75,000 go €150,000') },
            { value: 'BORROWING_OVER_150K', label: t('Over €150,000', 'Os cionn €150,000') },
          ],
        },
        {
          id: 'amountApplied',
          type: 'NUMBER',
          amountAppliedFor: true,
          label: t('Amount to borrow (€)', 'An méid le fáil ar iasacht (€)'),
          min: 15_000,
          max: 10_000_000,
        },
        {
          id: 'lender',
          type: 'TEXT',
          label: t('Lender', 'An t-iasachtóir'),
          minLength: 2,
          maxLength: 100,
        },
        {
          id: 'purpose',
          type: 'TEXT',
          label: t('Purpose of the loan', 'Cuspóir na hiasachta'),
          minLength: 10,
          maxLength: 2000,
        },
        {
          id: 'years',
          type: 'NUMBER',
          label: t('Term (years)', 'Téarma (blianta)'),
          min: 1,
          max: 40,
        },
      ],
    },
  ],
};

export const SURVEY_DEFINITIONS: readonly SurveyDefinition[] = [
  CLUB_COMPAS,
  RISK_ASSESSMENT,
  INSURANCE_DECLARATION,
  ENERGY_GRANT,
  INFRASTRUCTURE_GRANT,
  MEMBER_SURVEY,
  LOAN_APPLICATION,
  ...PROPERTY_MATTERS,
];

/** A seeded definition's id: by its kind, or by its matter type on the property and borrowing track. */
export const surveyDefinitionId = (kindOrMatterType: string) => seedId('survey-definition', kindOrMatterType);
