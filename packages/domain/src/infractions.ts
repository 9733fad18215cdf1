import { z } from 'zod';

// ---- infraction types (docs/rules.md#infractions)

/**
 * The fourteen infraction types of the company's code of conduct, numbered i to xiv (docs/rules.md#infractions).
 *
 * `type_of_infraction` is stored and sent as the roman numeral ("iv"): the code numbers its
 * sections, the numeral never changes when a title's wording does, and it is short in an index.
 * Screens show the label "iv. Neglect of Duty". A request may also send the title or the label
 * (the self-service system's forms sent the text); it is stored as the numeral.
 */
export const INFRACTION_TYPES = {
  i: 'Attendance and Punctuality',
  ii: 'Time Keeping Infraction',
  iii: 'Office Protocol and Decorum',
  iv: 'Neglect of Duty',
  v: 'Fraud and Similar Acts Prejudicial to Company Interest',
  vi: 'Health and Sanitation',
  vii: 'Company Facilities and Property',
  viii: 'Insubordination',
  ix: 'Confidentiality of Work and Information',
  x: 'The Use of Workstations, Computer, Computer Programs, etc.',
  xi: 'People Management',
  xii: 'Policy on Call Handling',
  xiii: 'Sexual Harassment',
  xiv: 'Prohibited Drugs and Paraphernalia',
} as const;
export type InfractionType = keyof typeof INFRACTION_TYPES;
/** The numerals in the code's order, i to xiv. */
export const INFRACTION_NUMERALS = Object.keys(INFRACTION_TYPES) as [InfractionType, ...InfractionType[]];

/** "iv. Neglect of Duty": how the selects, lists and the printed NTE show a type. */
export function infractionLabel(type: InfractionType): string {
  return `${type}. ${INFRACTION_TYPES[type]}`;
}

/** The select's options, i to xiv. */
export const INFRACTION_OPTIONS = INFRACTION_NUMERALS.map((value) => ({
  value,
  label: infractionLabel(value),
}));

const squash = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
/** The original spelling of xiii, which older records and clients carry. */
const ALSO_SPELLED: Record<string, InfractionType> = { 'sexual harrassment': 'xiii' };
const BY_TEXT = new Map<string, InfractionType>(
  INFRACTION_NUMERALS.flatMap((n) => [
    [n, n],
    [squash(INFRACTION_TYPES[n]), n],
    [squash(infractionLabel(n)), n],
  ]),
);

/** The type a value names (numeral in any case, title or label), or null. */
export function infractionTypeOf(value: unknown): InfractionType | null {
  if (typeof value !== 'string') return null;
  const key = squash(value);
  const plain = key.replace(/^[ivx]+\.\s*/, '');
  return BY_TEXT.get(key) ?? ALSO_SPELLED[key] ?? ALSO_SPELLED[plain] ?? null;
}

export const INFRACTION_TYPE_REQUIRED = 'Please select a type of infraction.';

/** `type_of_infraction` of a request: stored as the numeral. */
export const infractionType = z.preprocess(
  (v) => infractionTypeOf(v) ?? v,
  z.enum(INFRACTION_NUMERALS, { error: INFRACTION_TYPE_REQUIRED }),
);

// ---- corrective actions (docs/rules.md#infractions)

/**
 * The corrective actions HR may set (`action_to_be_taken`), in three groups: an NTE (a verbal
 * warning, then NTE 1 to 3), a suspension, or dismissal. Choosing the dismissal group sets the
 * action to Dismissal. Stored as the value; "VW" is shown as "VW - Verbal Warning".
 */
export const CORRECTIVE_ACTION_GROUPS = {
  nte: { label: 'NTE', actions: ['VW', 'NTE 1', 'NTE 2', 'NTE 3'] },
  suspension: {
    label: 'Suspension',
    actions: ['3 Days Suspension', '10 Days Suspension', '15 Days Suspension'],
  },
  dismissal: { label: 'Dismissal', actions: ['Dismissal'] },
} as const;
export type CorrectiveGroup = keyof typeof CORRECTIVE_ACTION_GROUPS;
export type CorrectiveAction = (typeof CORRECTIVE_ACTION_GROUPS)[CorrectiveGroup]['actions'][number];
export const CORRECTIVE_GROUPS = Object.keys(CORRECTIVE_ACTION_GROUPS) as [
  CorrectiveGroup,
  ...CorrectiveGroup[],
];
export const CORRECTIVE_ACTIONS = Object.values(CORRECTIVE_ACTION_GROUPS).flatMap((g) => g.actions) as [
  CorrectiveAction,
  ...CorrectiveAction[],
];

const ACTION_LABELS: Partial<Record<CorrectiveAction, string>> = { VW: 'VW - Verbal Warning' };
/** How a corrective action reads on the form, the lists and the printed NTE. */
export function correctiveActionLabel(action: CorrectiveAction): string {
  return ACTION_LABELS[action] ?? action;
}

/** The group a corrective action belongs to. */
export function correctiveGroupOf(action: CorrectiveAction): CorrectiveGroup {
  return CORRECTIVE_GROUPS.find((g) =>
    (CORRECTIVE_ACTION_GROUPS[g].actions as readonly string[]).includes(action),
  )!;
}

/**
 * The action once HR picks a group on the form (docs/rules.md#infractions): dismissal sets it to Dismissal; another group
 * keeps the action when it belongs to that group, and otherwise leaves it to be chosen (null).
 */
export function actionForGroup(
  group: CorrectiveGroup,
  current: CorrectiveAction | null,
): CorrectiveAction | null {
  if (group === 'dismissal') return 'Dismissal';
  return current && correctiveGroupOf(current) === group ? current : null;
}

const ACTION_BY_TEXT = new Map<string, CorrectiveAction>(
  CORRECTIVE_ACTIONS.flatMap((a) => [
    [squash(a), a],
    [squash(correctiveActionLabel(a)), a],
  ]),
);

/** The corrective action a value names (value or label, in any case), or null. */
export function correctiveActionOf(value: unknown): CorrectiveAction | null {
  return typeof value === 'string' ? (ACTION_BY_TEXT.get(squash(value)) ?? null) : null;
}

export const CORRECTIVE_ACTION_REQUIRED = 'Please select the action to be taken.';

/** `action_to_be_taken` of a request. */
export const correctiveAction = z.preprocess(
  (v) => correctiveActionOf(v) ?? v,
  z.enum(CORRECTIVE_ACTIONS, { error: CORRECTIVE_ACTION_REQUIRED }),
);

// ---- the ladder (`api/infraction/find`)

/**
 * The steps of progressive discipline for repeated infractions of one type: a verbal warning,
 * NTE 1, NTE 2, NTE 3, a suspension (of any length), then dismissal.
 */
export const LADDER_STEPS = ['VW', 'NTE 1', 'NTE 2', 'NTE 3', 'Suspension', 'Dismissal'] as const;
export type LadderStep = (typeof LADDER_STEPS)[number];

/** The ladder step a corrective action stands on (every suspension is the one Suspension step). */
export function ladderStepOf(action: CorrectiveAction): LadderStep {
  return correctiveGroupOf(action) === 'suspension' ? 'Suspension' : (action as LadderStep);
}

const LAST_STEP = LADDER_STEPS.length - 1;

/**
 * The next corrective action for an employee's next infraction of a type, from the actions of their
 * earlier NTEs of that type (or just how many there were): one step above the highest step reached,
 * so an employee who was given NTE 2 at once goes on to NTE 3. After dismissal it stays dismissal.
 */
export function nextCorrectiveAction(earlier: number | readonly CorrectiveAction[]): LadderStep {
  if (typeof earlier === 'number') {
    const n = Number.isFinite(earlier) ? Math.max(0, Math.floor(earlier)) : 0;
    return LADDER_STEPS[Math.min(n, LAST_STEP)]!;
  }
  const highest = Math.max(-1, ...earlier.map((a) => LADDER_STEPS.indexOf(ladderStepOf(a))));
  return LADDER_STEPS[Math.min(highest + 1, LAST_STEP)]!;
}

/**
 * What the NTE form pre-selects from the ladder's hint: the group, and the action where the step
 * names one (a suspension's length is HR's to choose).
 */
export function ladderSuggestion(step: LadderStep): {
  group: CorrectiveGroup;
  action: CorrectiveAction | null;
} {
  if (step === 'Suspension') return { group: 'suspension', action: null };
  return { group: correctiveGroupOf(step), action: step };
}
