export interface Text {
  vi: string;
  en: string;
}

/** Scale codes: every scale is coded so that a higher code is the more favourable answer before reverse wording; 9 = does not apply / don't know. */
export type ScaleCode = string; // keys of Instrument.scales

export interface ScaleOption {
  value: number;
  label: Text;
  /** The heading the option is printed under on the AHRQ form (e.g. 'Nursing' in the staff-position list). */
  group?: Text;
}

export interface InstrumentQuestion {
  code: string; // AHRQ item code, e.g. 'A9'; background: 'POSITION', 'UNIT', 'G1'…; comment: 'H1' or similar
  text: Text;
  scale: ScaleCode | null; // null = free text answer
  reverse: boolean; // negatively worded (R)
  role?: 'position' | 'unit'; // the staff-position / unit-work-area background questions (used for breakdowns)
}

export interface InstrumentPart {
  code: string; // section letter or 'POSITION' etc.
  title: Text; // section heading
  stem?: Text; // the instruction line shown above the items
  background: boolean; // true for background/demographic parts and the comments part (not counted for a complete response)
  type: 'radio' | 'checkbox' | 'text';
  questions: InstrumentQuestion[];
}

export interface InstrumentComposite {
  code: string;
  name: Text;
  items: string[]; // question codes
}

export interface SingleItemMeasure {
  code: string; // question code
  name: Text;
  positiveValues: number[] | null; // null = shown as a distribution
}

export interface Instrument {
  code: 'HSOPS2' | 'HSOPSC1';
  title: Text;
  description: Text;
  intro: Text; // instructions and definitions shown before the form
  translationNote: Text; // the Vietnamese text is the project's own translation, not an official AHRQ one; hospitals may edit it
  scales: Record<ScaleCode, ScaleOption[]>;
  parts: InstrumentPart[];
  composites: InstrumentComposite[];
  singleItemMeasures: SingleItemMeasure[];
}
