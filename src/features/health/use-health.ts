/**
 * What the return-to-play page reads: who the person may fill a questionnaire for (asked online, kept in the
 * local `meta` table so the form works at the gate with no signal), their questionnaires on this device
 * (live query) and, for a designated supervisor, the day's questionnaires of their teams (online only:
 * health data of other people is never kept on a device).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  retentionCutoff,
  type HealthChoices,
  type HealthQuestionnaireDoc,
} from '../../../domain/health/health-questionnaire';
import { apiGet, apiSend } from '../../api/client';
import { db, getMeta, setMeta } from '../../offline/db';

export const CHOICES_KEY = 'health.choices';

/** The choices: the server's when it answers (kept), else the device's copy; undefined while loading. */
export function useHealthChoices(): HealthChoices | null | undefined {
  const [choices, setChoices] = useState<HealthChoices | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void (async () => {
      const kept = (await getMeta<HealthChoices>(CHOICES_KEY)) ?? null;
      if (live) setChoices(kept);
      try {
        const fresh = await apiGet<HealthChoices>('/health-questionnaire/choices');
        await setMeta(CHOICES_KEY, fresh);
        if (live) setChoices(fresh);
      } catch {
        // No signal: the kept copy serves.
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return choices;
}

/**
 * The questionnaires on this device, newest first: deleted ones and those past retention left out (the
 * server's tombstone removes them at the next pull; a device long offline does not show them meanwhile).
 */
export function useMyQuestionnaires() {
  return useLiveQuery(async () => {
    const cutoff = retentionCutoff(new Date()).toISOString();
    return (await db.healthQuestionnaires.orderBy('submittedAt').reverse().toArray()).filter(
      (q) => !q.deleted && q.submittedAt >= cutoff,
    );
  }, []);
}

export const loadDayList = async (date: string) =>
  (
    await apiGet<{ _embedded: { healthQuestionnaires: HealthQuestionnaireDoc[] } }>(
      `/health-questionnaire?date=${date}`,
    )
  )._embedded.healthQuestionnaires;

export const markAttendance = (id: string, attendance: 'ATTENDED' | 'ABSENT') =>
  apiSend<HealthQuestionnaireDoc>('PATCH', `/health-questionnaire/${id}/attendance`, { attendance });
