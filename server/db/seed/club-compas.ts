/**
 * Club Compas (seed 3 §3, §4 "Accreditation levels"), in English and Irish: must-do items give Bronze,
 * should-do items Silver, could-do items Gold (domain/survey/compas.ts). Real-shaped, not the association's
 * own wording (the spec does not give it).
 */
import type { SurveyDefinition, SurveyQuestion } from '../../../domain/survey/definition.ts';
import { t, YES_NO } from './survey-text.ts';

function item(id: string, priority: 'MUST' | 'SHOULD' | 'COULD', en: string, ga: string): SurveyQuestion {
  return { id, type: 'RADIO', priority, options: YES_NO, label: t(en, ga) };
}

export const CLUB_COMPAS: SurveyDefinition = {
  kind: 'CLUB_COMPAS',
  title: t('Club Compas', 'Compás an Chlub'),
  description: t(
    'Accreditation of the club’s governance, community and development. Must-do items give Bronze, should-do items Silver, could-do items Gold.',
    'Creidiúnú ar rialachas, pobal agus forbairt an chlub. Tugann na nithe riachtanacha Cré-umha, na nithe inmholta Airgead, na nithe roghnacha Ór.',
  ),
  sections: [
    {
      id: 'governance',
      title: t('Governance (must do)', 'Rialachas (riachtanach)'),
      questions: [
        item(
          'agm',
          'MUST',
          'The club held its AGM this year',
          'Reáchtáil an club a Chruinniú Ginearálta Bliantúil i mbliana',
        ),
        item(
          'accounts',
          'MUST',
          'The club’s accounts were presented to members',
          'Cuireadh cuntais an chlub faoi bhráid na mball',
        ),
        item(
          'safeguarding',
          'MUST',
          'A Children’s Officer and a Designated Liaison Person are appointed',
          'Tá Oifigeach Leanaí agus Duine Idirchaidrimh Ainmnithe ceaptha',
        ),
      ],
    },
    {
      id: 'community',
      title: t('Club and community (should do)', 'An club agus an pobal (inmholta)'),
      questions: [
        item(
          'plan',
          'SHOULD',
          'The club has a written development plan',
          'Tá plean forbartha scríofa ag an gclub',
        ),
        item(
          'volunteers',
          'SHOULD',
          'New volunteers are welcomed and inducted',
          'Cuirtear fáilte roimh oibrithe deonacha nua agus tugtar oiliúint dóibh',
        ),
        item(
          'irish',
          'SHOULD',
          'The club promotes the Irish language and culture',
          'Cuireann an club an Ghaeilge agus an cultúr chun cinn',
        ),
      ],
    },
    {
      id: 'development',
      title: t('Development (could do)', 'Forbairt (roghnach)'),
      questions: [
        item(
          'health',
          'COULD',
          'The club runs a healthy club programme',
          'Reáchtálann an club clár club sláintiúil',
        ),
        item(
          'green',
          'COULD',
          'The club has an environmental or green club plan',
          'Tá plean comhshaoil nó club glas ag an gclub',
        ),
      ],
    },
    {
      id: 'contact',
      title: t('Contact and comments', 'Teagmháil agus tuairimí'),
      questions: [
        {
          id: 'contactName',
          type: 'TEXT',
          label: t(
            'Name of the officer completing this form',
            'Ainm an oifigigh atá ag líonadh na foirme seo',
          ),
          minLength: 3,
          maxLength: 100,
        },
        {
          id: 'comments',
          type: 'TEXT',
          optional: true,
          label: t(
            'Anything the assessor should know',
            'Aon rud ar cheart don mheasúnóir a bheith ar an eolas faoi',
          ),
          maxLength: 2000,
        },
      ],
    },
  ],
};
