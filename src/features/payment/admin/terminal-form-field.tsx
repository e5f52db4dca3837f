/**
 * The card terminal set-up's form pieces (terminal-locations.tsx, terminal-readers.tsx): a labelled text field
 * with its schema message, and a valibot result's issues by field.
 */
import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as v from 'valibot';

export type Issues = Record<string, string>;
export const issuesOf = (r: v.SafeParseResult<v.GenericSchema>): Issues =>
  r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));

/** A labelled text field with its schema message under it. */
export function TextField(props: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  issue?: string;
  maxLength?: number;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root required invalid={!!props.issue}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        value={props.value}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.issue && <Field.ErrorText>{i18n._(props.issue)}</Field.ErrorText>}
    </Field.Root>
  );
}
