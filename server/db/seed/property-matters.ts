/**
 * The property and borrowing approval track (seed 3 §3 "Property matter types", §4 "property and borrowing
 * requests are approved by a central financial council"): one published definition per matter type, in
 * English and Irish, all of kind PROPERTY_MATTER with their `matterType`. Each asks about the property, the
 * matter itself (price, term, lender, grantee …), and how the club decided it (a resolution of a general
 * meeting, the trustees' consent, the supporting document). A club may have one open request per matter type
 * (survey_submission_open_idx). Real-shaped, not the association's own wording (the spec does not give it).
 */
import type { SurveyDefinition, SurveyQuestion, SurveySection } from '../../../domain/survey/definition.ts';
import type { PropertyMatterType } from '../../../domain/survey/enums.ts';
import { t, YES_NO } from './survey-text.ts';

const text = (id: string, label: ReturnType<typeof t>, min: number, max: number): SurveyQuestion => ({
  id,
  type: 'TEXT',
  label,
  minLength: min,
  maxLength: max,
});
const num = (
  id: string,
  label: ReturnType<typeof t>,
  min: number,
  max: number,
  applied = false,
): SurveyQuestion => ({
  id,
  type: 'NUMBER',
  label,
  min,
  max,
  ...(applied ? { amountAppliedFor: true } : {}),
});
const yesNo = (id: string, label: ReturnType<typeof t>): SurveyQuestion => ({
  id,
  type: 'RADIO',
  label,
  options: YES_NO,
});

const PROPERTY: SurveySection = {
  id: 'property',
  title: t('The property', 'An mhaoin'),
  questions: [
    text('address', t('Address of the property', 'Seoladh na maoine'), 5, 300),
    {
      ...text('folio', t('Folio or title number', 'Uimhir fhóilió nó teidil'), 2, 40),
      optional: true,
      hint: t(
        'From the Land Registry (Tailte Éireann), if the land is registered.',
        'Ó Chlárlann na Talún (Tailte Éireann), má tá an talamh cláraithe.',
      ),
    },
    num('area', t('Area (hectares)', 'Achar (heicteáir)'), 0.01, 1_000),
    yesNo(
      'inTrust',
      t('Is the property held in trust for the club?', 'An bhfuil an mhaoin faoi iontaobhas don chlub?'),
    ),
  ],
};

const DECISION: SurveySection = {
  id: 'decision',
  title: t('The club’s decision', 'Cinneadh an chlub'),
  questions: [
    {
      id: 'meetingDate',
      type: 'TEXT',
      label: t(
        'Date of the general meeting that approved it (d/M/yyyy)',
        'Dáta an chruinnithe ghinearálta a cheadaigh é (l/M/bbbb)',
      ),
      minLength: 8,
      maxLength: 10,
    },
    num('votesFor', t('Members who voted for it', 'Baill a vótáil ar a shon'), 0, 10_000),
    num('votesAgainst', t('Members who voted against it', 'Baill a vótáil ina choinne'), 0, 10_000),
    {
      id: 'votesCast',
      type: 'CALCULATED',
      formula: 'votesFor + votesAgainst',
      label: t('Votes cast', 'Vótaí caite'),
    },
    yesNo(
      'trusteesConsent',
      t('Have the trustees consented in writing?', 'Ar thoiligh na hiontaobhaithe i scríbhinn?'),
    ),
    {
      id: 'document',
      type: 'FILE',
      label: t(
        'Supporting document: solicitor’s letter, valuation or loan offer (PDF or image)',
        'Doiciméad tacaíochta: litir an aturnae, luacháil nó tairiscint iasachta (PDF nó íomhá)',
      ),
      minCount: 1,
      maxCount: 1,
    },
  ],
};

function matter(
  matterType: PropertyMatterType,
  title: ReturnType<typeof t>,
  description: ReturnType<typeof t>,
  details: SurveySection,
  withProperty = true,
): SurveyDefinition {
  return {
    kind: 'PROPERTY_MATTER',
    matterType,
    title,
    description,
    sections: [...(withProperty ? [PROPERTY] : []), details, DECISION],
  };
}

const lease = (party: 'lessee' | 'lessor'): SurveySection => ({
  id: 'lease',
  title: t('The lease', 'An léas'),
  questions: [
    party === 'lessee'
      ? text('otherParty', t('Name of the lessee', 'Ainm an léasaí'), 2, 200)
      : text('otherParty', t('Name of the lessor (the owner)', 'Ainm an léasóra (an t-úinéir)'), 2, 200),
    num('years', t('Term (years)', 'Téarma (blianta)'), 1, 999),
    num('annualRent', t('Annual rent (€)', 'Cíos bliantúil (€)'), 0, 1_000_000),
    text('use', t('What the property will be used for', 'An úsáid a bhainfear as an maoin'), 10, 2000),
  ],
});

function borrowing(
  matterType: PropertyMatterType,
  title: ReturnType<typeof t>,
  min: number,
  max: number,
): SurveyDefinition {
  return matter(
    matterType,
    title,
    t(
      'Borrowing is approved by the central financial council before the club signs the loan offer.',
      'Ceadaíonn an chomhairle airgeadais lárnach an iasacht sula síníonn an club an tairiscint iasachta.',
    ),
    {
      id: 'loan',
      title: t('The loan', 'An iasacht'),
      questions: [
        text('lender', t('Lender', 'An t-iasachtóir'), 2, 100),
        num('amountApplied', t('Amount to borrow (€)', 'An méid le fáil ar iasacht (€)'), min, max, true),
        num('years', t('Term (years)', 'Téarma (blianta)'), 1, 40),
        num('annualIncome', t('Club’s annual income (€)', 'Ioncam bliantúil an chlub (€)'), 0, 100_000_000),
        num('annualRepayment', t('Annual repayment (€)', 'Aisíocaíocht bhliantúil (€)'), 0, 100_000_000),
        text('purpose', t('Purpose of the loan', 'Cuspóir na hiasachta'), 10, 2000),
        yesNo(
          'secured',
          t('Is the loan secured on club property?', 'An bhfuil an iasacht urraithe ar mhaoin an chlub?'),
        ),
      ],
    },
    false,
  );
}

export const PROPERTY_MATTERS: readonly SurveyDefinition[] = [
  matter(
    'PROPERTY_PURCHASE',
    t('Property purchase', 'Ceannach maoine'),
    t('Approval to buy land or buildings for the club.', 'Cead talamh nó foirgnimh a cheannach don chlub.'),
    {
      id: 'purchase',
      title: t('The purchase', 'An ceannach'),
      questions: [
        text('seller', t('Seller', 'An díoltóir'), 2, 200),
        num('price', t('Purchase price (€)', 'Praghas ceannaigh (€)'), 1, 50_000_000, true),
        num('valuation', t('Independent valuation (€)', 'Luacháil neamhspleách (€)'), 1, 50_000_000),
        text('funding', t('How the purchase is funded', 'Conas a mhaoinítear an ceannach'), 10, 2000),
      ],
    },
  ),
  matter(
    'PROPERTY_DISPOSAL',
    t('Property disposal', 'Diúscairt maoine'),
    t(
      'Approval to sell or otherwise dispose of club property.',
      'Cead maoin an chlub a dhíol nó a dhiúscairt ar shlí eile.',
    ),
    {
      id: 'disposal',
      title: t('The disposal', 'An diúscairt'),
      questions: [
        text('buyer', t('Buyer', 'An ceannaitheoir'), 2, 200),
        num('consideration', t('Price or consideration (€)', 'Praghas nó comaoin (€)'), 0, 50_000_000),
        num('valuation', t('Independent valuation (€)', 'Luacháil neamhspleách (€)'), 1, 50_000_000),
        text(
          'reason',
          t('Why the club is disposing of it', 'Cén fáth a bhfuil an club á diúscairt'),
          10,
          2000,
        ),
      ],
    },
  ),
  matter(
    'PROPERTY_CHARGE',
    t('Charge on property', 'Muirear ar mhaoin'),
    t(
      'Approval to give a lender a charge (mortgage) over club property.',
      'Cead muirear (morgáiste) ar mhaoin an chlub a thabhairt d’iasachtóir.',
    ),
    {
      id: 'charge',
      title: t('The charge', 'An muirear'),
      questions: [
        text('lender', t('Lender', 'An t-iasachtóir'), 2, 100),
        num('amountSecured', t('Amount secured (€)', 'An méid urraithe (€)'), 1, 50_000_000, true),
        text('purpose', t('What the borrowing is for', 'Cad chuige an iasacht'), 10, 2000),
      ],
    },
  ),
  matter(
    'LEASE_AS_LESSOR',
    t('Lease (club as lessor)', 'Léas (an club mar léasóir)'),
    t(
      'Approval for the club to lease its property to another party.',
      'Cead don chlub a mhaoin a léasú do pháirtí eile.',
    ),
    lease('lessee'),
  ),
  matter(
    'LEASE_AS_LESSEE',
    t('Lease (club as lessee)', 'Léas (an club mar léasaí)'),
    t(
      'Approval for the club to take a lease of another’s property.',
      'Cead don chlub léas a ghlacadh ar mhaoin duine eile.',
    ),
    lease('lessor'),
  ),
  matter(
    'WAYLEAVE_AGREEMENT',
    t('Wayleave agreement', 'Comhaontú bealaigh'),
    t(
      'Approval to let a utility or neighbour run cables, pipes or a path across club land.',
      'Cead a thabhairt d’fhóntas nó do chomharsa cáblaí, píopaí nó cosán a chur trasna thalamh an chlub.',
    ),
    {
      id: 'wayleave',
      title: t('The wayleave', 'An ceart bealaigh'),
      questions: [
        text('grantee', t('Who the wayleave is granted to', 'Cé dó a dtugtar an ceart bealaigh'), 2, 200),
        {
          id: 'works',
          type: 'MULTISELECT',
          label: t('Works', 'Oibreacha'),
          minCount: 1,
          maxCount: 4,
          options: [
            { value: 'ELECTRICITY', label: t('Electricity cables', 'Cáblaí leictreachais') },
            { value: 'WATER', label: t('Water or sewer pipes', 'Píopaí uisce nó séarachais') },
            { value: 'TELECOM', label: t('Telecommunications', 'Teileachumarsáid') },
            { value: 'ACCESS', label: t('Right of way', 'Ceart slí') },
          ],
        },
        num('compensation', t('Compensation to the club (€)', 'Cúiteamh don chlub (€)'), 0, 10_000_000),
        num('years', t('Term (years)', 'Téarma (blianta)'), 1, 999),
      ],
    },
  ),
  borrowing(
    'BORROWING_15K_75K',
    t('Borrowing €15,000 to €75,000', 'Iasacht €15,000 go €75,000'),
    15_000,
    75_000,
  ),
  borrowing(
    'BORROWING_75K_150K',
    t('Borrowing €75,000 to €150,000', 'Iasacht €75,000 go €150,000'),
    75_000,
    150_000,
  ),
  borrowing(
    'BORROWING_OVER_150K',
    t('Borrowing over €150,000', 'Iasacht os cionn €150,000'),
    150_000,
    50_000_000,
  ),
];
