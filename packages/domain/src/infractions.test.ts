import { describe, expect, it } from 'vitest';
import {
  actionForGroup,
  CORRECTIVE_ACTIONS,
  correctiveAction,
  correctiveActionLabel,
  correctiveGroupOf,
  INFRACTION_NUMERALS,
  INFRACTION_OPTIONS,
  INFRACTION_TYPES,
  infractionLabel,
  infractionType,
  ladderStepOf,
  ladderSuggestion,
  nextCorrectiveAction,
} from './infractions';

describe('infraction types', () => {
  it('are the fourteen types, numbered i to xiv, with their texts', () => {
    expect(INFRACTION_NUMERALS).toEqual([
      'i',
      'ii',
      'iii',
      'iv',
      'v',
      'vi',
      'vii',
      'viii',
      'ix',
      'x',
      'xi',
      'xii',
      'xiii',
      'xiv',
    ]);
    expect(Object.values(INFRACTION_TYPES)).toEqual([
      'Attendance and Punctuality',
      'Time Keeping Infraction',
      'Office Protocol and Decorum',
      'Neglect of Duty',
      'Fraud and Similar Acts Prejudicial to Company Interest',
      'Health and Sanitation',
      'Company Facilities and Property',
      'Insubordination',
      'Confidentiality of Work and Information',
      'The Use of Workstations, Computer, Computer Programs, etc.',
      'People Management',
      'Policy on Call Handling',
      'Sexual Harassment',
      'Prohibited Drugs and Paraphernalia',
    ]);
    expect(infractionLabel('iv')).toBe('iv. Neglect of Duty');
    expect(INFRACTION_OPTIONS[13]).toEqual({
      value: 'xiv',
      label: 'xiv. Prohibited Drugs and Paraphernalia',
    });
  });

  it('are stored as the numeral, whether the numeral, the title or the label is sent', () => {
    expect(infractionType.parse('iv')).toBe('iv');
    expect(infractionType.parse('IV')).toBe('iv');
    expect(infractionType.parse('Neglect of Duty')).toBe('iv');
    expect(infractionType.parse('  neglect  of duty ')).toBe('iv');
    expect(infractionType.parse('iv. Neglect of Duty')).toBe('iv');
    expect(infractionType.parse('Sexual Harrassment')).toBe('xiii');
    expect(infractionType.parse('xiii. Sexual Harrassment')).toBe('xiii');
  });

  it('refuse anything else with the form message', () => {
    for (const bad of ['', 'xv', 'iiii', 'Theft', 4, null, undefined, ['iv'], { type: 'iv' }, 'iv\u0000']) {
      const r = infractionType.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Please select a type of infraction.');
    }
  });
});

describe('corrective actions', () => {
  it('come in the three groups', () => {
    expect(CORRECTIVE_ACTIONS).toEqual([
      'VW',
      'NTE 1',
      'NTE 2',
      'NTE 3',
      '3 Days Suspension',
      '10 Days Suspension',
      '15 Days Suspension',
      'Dismissal',
    ]);
    expect(correctiveActionLabel('VW')).toBe('VW - Verbal Warning');
    expect(correctiveActionLabel('NTE 2')).toBe('NTE 2');
    expect(correctiveGroupOf('NTE 3')).toBe('nte');
    expect(correctiveGroupOf('10 Days Suspension')).toBe('suspension');
    expect(correctiveGroupOf('Dismissal')).toBe('dismissal');
  });

  it('choosing dismissal sets the action to Dismissal; another group keeps only its own action', () => {
    expect(actionForGroup('dismissal', null)).toBe('Dismissal');
    expect(actionForGroup('dismissal', 'NTE 1')).toBe('Dismissal');
    expect(actionForGroup('nte', 'NTE 1')).toBe('NTE 1');
    expect(actionForGroup('nte', 'Dismissal')).toBeNull();
    expect(actionForGroup('suspension', 'NTE 1')).toBeNull();
    expect(actionForGroup('suspension', '3 Days Suspension')).toBe('3 Days Suspension');
  });

  it('take the value or the label, and refuse the rest', () => {
    expect(correctiveAction.parse('VW - Verbal Warning')).toBe('VW');
    expect(correctiveAction.parse('nte 2')).toBe('NTE 2');
    expect(correctiveAction.parse('Dismissal')).toBe('Dismissal');
    expect(correctiveAction.parse(' dismissal ')).toBe('Dismissal');
    for (const bad of ['', 'NTE 4', 'suspension', 'VW-Verbal', 1, null, ['VW']]) {
      const r = correctiveAction.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Please select the action to be taken.');
    }
  });
});

describe('the ladder', () => {
  it('climbs VW, NTE 1, NTE 2, NTE 3, suspension, dismissal by the number of earlier NTEs', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => nextCorrectiveAction(n))).toEqual([
      'VW',
      'NTE 1',
      'NTE 2',
      'NTE 3',
      'Suspension',
      'Dismissal',
      'Dismissal',
      'Dismissal',
    ]);
    expect(nextCorrectiveAction(-1)).toBe('VW');
    expect(nextCorrectiveAction(Number.NaN)).toBe('VW');
  });

  it('goes one step above the highest action given so far', () => {
    expect(nextCorrectiveAction([])).toBe('VW');
    expect(nextCorrectiveAction(['VW'])).toBe('NTE 1');
    expect(nextCorrectiveAction(['VW', 'VW'])).toBe('NTE 1');
    expect(nextCorrectiveAction(['NTE 2'])).toBe('NTE 3');
    expect(nextCorrectiveAction(['NTE 3', 'VW'])).toBe('Suspension');
    expect(nextCorrectiveAction(['3 Days Suspension'])).toBe('Dismissal');
    expect(nextCorrectiveAction(['15 Days Suspension', 'NTE 1'])).toBe('Dismissal');
    expect(nextCorrectiveAction(['Dismissal'])).toBe('Dismissal');
  });

  it('counts every suspension as one step, and suggests what the form pre-selects', () => {
    expect(ladderStepOf('10 Days Suspension')).toBe('Suspension');
    expect(ladderStepOf('NTE 1')).toBe('NTE 1');
    expect(ladderSuggestion('VW')).toEqual({ group: 'nte', action: 'VW' });
    expect(ladderSuggestion('NTE 3')).toEqual({ group: 'nte', action: 'NTE 3' });
    expect(ladderSuggestion('Suspension')).toEqual({ group: 'suspension', action: null });
    expect(ladderSuggestion('Dismissal')).toEqual({ group: 'dismissal', action: 'Dismissal' });
  });
});
