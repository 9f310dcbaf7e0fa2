import type { Draft, DraftPart } from '../hooks/use-project-draft';

/** What a step of the project form is given: its part of the draft, how to change it, and its fields' messages. */
export interface DraftStepProps<Part extends DraftPart> {
  value: Draft[Part];
  onChange: (value: Partial<Draft[Part]>) => void;
  /** The messages of one field, by the server's path (`property.name`). */
  messages: (path: string) => readonly string[];
}

/** An amount or a surface as typed (a comma for the decimal point too); undefined when left empty. */
export const numberValue = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));

/** A select's options: the empty choice first, then each value with its French label. */
export const choiceOptions = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
  empty: string,
) => [{ value: '', label: empty }, ...values.map((value) => ({ value, label: labels[value] }))];
