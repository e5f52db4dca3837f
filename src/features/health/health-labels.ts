/** Translated labels of the health questionnaire (domain/health/health-questionnaire.ts). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  HealthAttendance,
  HealthQuestion,
  HealthResult,
} from '../../../domain/health/health-questionnaire';

/** Each question asks about the last 14 days (SYMPTOM_LOOKBACK_DAYS). */
export const QUESTION_LABELS: Record<HealthQuestion, MessageDescriptor> = {
  personalDiagnosis: msg`In the last 14 days, have you been diagnosed with COVID-19?`,
  highTemperature: msg`In the last 14 days, have you had a high temperature (fever)?`,
  shortnessOfBreath: msg`In the last 14 days, have you had shortness of breath or difficulty breathing?`,
  continuousCough: msg`In the last 14 days, have you had a new continuous cough?`,
  noSmellOrTaste: msg`In the last 14 days, have you lost your sense of smell or taste?`,
  headacheRunnyNose: msg`In the last 14 days, have you had a headache or a runny nose?`,
  recentContact: msg`In the last 14 days, have you been in close contact with someone who has COVID-19?`,
};

export const RESULT_LABELS: Record<HealthResult, MessageDescriptor> = {
  CLEAR: msg`Clear to play`,
  ATTENTION: msg`Attention needed`,
};

export const ATTENDANCE_LABELS: Record<HealthAttendance, MessageDescriptor> = {
  ATTENDED: msg`Attended`,
  ABSENT: msg`Absent`,
};
