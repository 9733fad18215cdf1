import { describe, expect, it } from 'vitest';
import {
  FILES_PART,
  INFRACTION_MAX,
  infractionFindBody,
  infractionFindReply,
  ladderHint,
  NTE_PER_PAGE,
  nteAddBody,
  nteAttachmentTypeOf,
  nteDecisionBody,
  nteDetailReply,
  nteInfractionText,
  nteListQuery,
  nteManualBody,
  nteRow,
  nteUpdateBody,
  nteYearParams,
  REQUESTED_BY_MAX,
} from './discipline';
import { truncate } from './truncate';

/** The text fields of `api/nterequestbyhr/add` as a multipart form sends them: all strings. */
const form = {
  employee_id: '12',
  requested_by: ' Ana Reyes ',
  date_request: '2026-03-02',
  date_incident: '2026-02-27',
  type_of_infraction: 'iv',
  action_to_be_taken: 'NTE 1',
  details_of_infraction: 'Left the production floor for two hours without notice.',
  details_occurence: JSON.stringify([{ date: '2026-02-27', details: 'Away 10:00 to 12:00' }]),
};

/** The first message of each field, as the form shows it (docs/rules.md#validation). */
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) first[i.path.join('.')] ??= i.message;
  return first;
};

describe('filing an NTE (api/nterequestbyhr/add)', () => {
  it('takes the multipart text fields and stores what they mean', () => {
    expect(nteAddBody.parse(form)).toEqual({
      employee_id: 12,
      requested_by: 'Ana Reyes',
      date_request: '2026-03-02',
      date_incident: '2026-02-27',
      type_of_infraction: 'iv',
      action_to_be_taken: 'NTE 1',
      details_of_infraction: 'Left the production floor for two hours without notice.',
      details_occurence: [{ date: '2026-02-27', details: 'Away 10:00 to 12:00' }],
    });
  });

  it('takes the occurrences as JSON too, and the infraction by its title', () => {
    const v = nteAddBody.parse({
      ...form,
      employee_id: 12,
      type_of_infraction: 'Neglect of Duty',
      action_to_be_taken: 'VW - Verbal Warning',
      details_occurence: [{ date: '2026-02-27', details: 'Away' }],
    });
    expect(v.type_of_infraction).toBe('iv');
    expect(v.action_to_be_taken).toBe('VW');
    expect(v.details_occurence).toEqual([{ date: '2026-02-27', details: 'Away' }]);
  });

  it('needs no occurrence: none, an empty list or the blank row the form keeps all mean none', () => {
    for (const none of [undefined, null, '', '[]', [], JSON.stringify([{ date: '', details: '  ' }])]) {
      expect(nteAddBody.parse({ ...form, details_occurence: none }).details_occurence, String(none)).toEqual(
        [],
      );
    }
    const rows = [
      { date: '', details: '' },
      { date: '2026-02-26', details: 'Late' },
    ];
    expect(nteAddBody.parse({ ...form, details_occurence: rows }).details_occurence).toEqual([
      { date: '2026-02-26', details: 'Late' },
    ]);
  });

  it('needs both the date and the details of an occurrence that is filled in', () => {
    const r = nteAddBody.safeParse({
      ...form,
      details_occurence: [
        { date: '', details: 'Late' },
        { date: '2026-02-26', details: '' },
        { date: '2026-02-30', details: 'x' },
      ],
    });
    expect(issues(r)).toEqual({
      'details_occurence.0.date': 'The occurrence date field is required.',
      'details_occurence.1.details': 'The occurrence details field is required.',
      'details_occurence.2.date': 'The occurrence date is not a valid date.',
    });
  });

  it('refuses occurrences that are not a list: JSON text that is not JSON, objects, numbers', () => {
    for (const bad of ['[{"date":', 'not json', '{"date":"2026-02-27"}', 42, true, { 0: 'a' }]) {
      const r = nteAddBody.safeParse({ ...form, details_occurence: bad });
      expect(issues(r), JSON.stringify(bad)).toEqual({
        details_occurence: 'The occurrences must be a list.',
      });
    }
    const r = nteAddBody.safeParse({ ...form, details_occurence: ['2026-02-27', null, 7] });
    expect(r.success).toBe(false);
    const many = Array.from({ length: 51 }, () => ({ date: '2026-02-27', details: 'x' }));
    expect(issues(nteAddBody.safeParse({ ...form, details_occurence: many }))).toEqual({
      details_occurence: 'At most 50 occurrences can be saved.',
    });
  });

  it('requires every other field with the messages the form shows', () => {
    expect(issues(nteAddBody.safeParse({}))).toEqual({
      employee_id: 'Please select an employee.',
      requested_by: 'The requested by field is required.',
      date_request: 'The date of request field is required.',
      date_incident: 'The date of incident field is required.',
      type_of_infraction: 'Please select a type of infraction.',
      action_to_be_taken: 'Please select the action to be taken.',
      details_of_infraction: 'The details of infraction field is required.',
    });
  });

  it('refuses hostile ids, dates and texts', () => {
    for (const employee_id of [
      '2147483648',
      2 ** 53,
      '0x10',
      '1e3',
      '+1',
      '00012',
      -1,
      0,
      1.5,
      '',
      null,
      [12],
    ])
      expect(nteAddBody.safeParse({ ...form, employee_id }).success, String(employee_id)).toBe(false);
    for (const date_request of [
      '0000-00-00',
      '2026-02-30',
      '2018-12-31',
      '2101-01-01',
      '02/03/2026',
      20260302,
    ])
      expect(nteAddBody.safeParse({ ...form, date_request }).success, String(date_request)).toBe(false);
    expect(issues(nteAddBody.safeParse({ ...form, details_of_infraction: 'x'.repeat(5001) }))).toEqual({
      details_of_infraction: 'The details of infraction may not be greater than 5000 characters.',
    });
    expect(issues(nteAddBody.safeParse({ ...form, requested_by: 'Ana\u0000' }))).toEqual({
      requested_by: 'The requested by may not contain a NUL character.',
    });
    // a NUL escaped in JSON text only appears once the occurrences are parsed
    const escaped = '[{"date":"2026-02-27","details":"a\\u0000b"}]';
    expect(issues(nteAddBody.safeParse({ ...form, details_occurence: escaped }))).toEqual({
      'details_occurence.0.details': 'The occurrence details may not contain a NUL character.',
    });
    expect(nteAddBody.safeParse({ ...form, requested_by: 42 }).success).toBe(false);
  });

  it('refuses an incident after the request', () => {
    expect(issues(nteAddBody.safeParse({ ...form, date_incident: '2026-03-03' }))).toEqual({
      date_incident: 'The date of incident must not be after the date of request.',
    });
    expect(nteAddBody.safeParse({ ...form, date_incident: '2026-03-02' }).success).toBe(true);
  });
});

describe('encoding an NTE from paper (api/ntestoremanually/add)', () => {
  it('also requires the explanation, the commitment and the decision', () => {
    expect(issues(nteManualBody.safeParse(form))).toEqual({
      plan_for_improvement: 'The explanation field is required.',
      employees_commitment: 'The employee commitment field is required.',
      hr_notice_for_decision: 'The notice for decision field is required.',
    });
    const v = nteManualBody.parse({
      ...form,
      plan_for_improvement: 'I was unwell.',
      employees_commitment: 'I will inform my supervisor.',
      hr_notice_for_decision: 'Verbal warning given.',
    });
    expect(v.hr_notice_for_decision).toBe('Verbal warning given.');
  });
});

describe('reviewing or updating an NTE (api/nterequest/approval/update/{id})', () => {
  const update = {
    date_request: '2026-03-02',
    date_incident: '2026-02-27',
    type_of_infraction: 'ii',
    action_to_be_taken: '3 Days Suspension',
    details_of_infraction: 'Logged time not worked.',
    hr_status: 'approved',
    occurence: '[{"date":"2026-02-27","details":"x"}]',
    existing_files: '["a1b2c3.pdf",{"file_name":"d4e5.png","file_type":"png","url":"/upload/d4e5.png?s=1"}]',
  };

  it('takes occurence and existing_files as JSON text, the kept files by name', () => {
    expect(nteUpdateBody.parse(update)).toEqual({
      date_request: '2026-03-02',
      date_incident: '2026-02-27',
      type_of_infraction: 'ii',
      action_to_be_taken: '3 Days Suspension',
      details_of_infraction: 'Logged time not worked.',
      hr_status: 'approved',
      occurence: [{ date: '2026-02-27', details: 'x' }],
      existing_files: ['a1b2c3.pdf', 'd4e5.png'],
    });
  });

  it('keeps every file when existing_files is not sent, and none when it is an empty list', () => {
    const { existing_files: _, ...rest } = update;
    expect(nteUpdateBody.parse(rest).existing_files).toBeUndefined();
    expect(nteUpdateBody.parse({ ...update, existing_files: '[]' }).existing_files).toEqual([]);
    expect(nteUpdateBody.parse({ ...update, existing_files: ['a.pdf', 'a.pdf'] }).existing_files).toEqual([
      'a.pdf',
    ]);
  });

  it('refuses kept files that are paths or not names, and JSON text that is not JSON', () => {
    for (const bad of ['../../etc/passwd', 'a/b.pdf', '.env', 'a..pdf', '', 'x'.repeat(201)])
      expect(nteUpdateBody.safeParse({ ...update, existing_files: [bad] }).success, bad).toBe(false);
    expect(issues(nteUpdateBody.safeParse({ ...update, existing_files: '["a.pdf"' }))).toEqual({
      existing_files: 'The kept files must be a list.',
    });
    expect(nteUpdateBody.safeParse({ ...update, existing_files: [{ name: 'a.pdf' }] }).success).toBe(false);
  });

  it('needs an HR status of the three', () => {
    for (const bad of [undefined, '', 'decided', 'APPROVED', 1])
      expect(issues(nteUpdateBody.safeParse({ ...update, hr_status: bad })), String(bad)).toEqual({
        hr_status: 'Please choose approve, decline or pending.',
      });
  });
});

describe('the notice of decision and the ladder', () => {
  it('needs the decision text; the id is optional and must be an id', () => {
    expect(nteDecisionBody.parse({ id: '7', notice_for_decision: ' Suspended. ' })).toEqual({
      id: 7,
      notice_for_decision: 'Suspended.',
    });
    expect(nteDecisionBody.parse({ notice_for_decision: 'Suspended.' })).toEqual({
      notice_for_decision: 'Suspended.',
    });
    expect(issues(nteDecisionBody.safeParse({ id: 'x', notice_for_decision: '' }))).toEqual({
      id: 'The id must be the id of the NTE.',
      notice_for_decision: 'The notice for decision field is required.',
    });
  });

  it('finds infractions by employee id and type', () => {
    expect(infractionFindBody.parse({ id: 5, type_of_infraction: 'Attendance and Punctuality' })).toEqual({
      id: 5,
      type_of_infraction: 'i',
      nte_id: null,
    });
    expect(infractionFindBody.parse({ id: '5', type_of_infraction: 'i', nte_id: '9' }).nte_id).toBe(9);
    expect(issues(infractionFindBody.safeParse({ id: '99999999999', type_of_infraction: 'xx' }))).toEqual({
      id: 'Please select an employee.',
      type_of_infraction: 'Please select a type of infraction.',
    });
  });

  it('replies with the earlier NTEs and the next step, which the form shows as a hint', () => {
    const reply = infractionFindReply.parse({
      data: [
        {
          id: 3,
          date_request: '2026-01-05',
          date_incident: '2026-01-04',
          type_of_infraction: 'i',
          action_to_be_taken: 'VW',
          hr_decision_status: 'decided',
        },
      ],
      next_action: 'NTE 1',
    });
    expect(ladderHint(reply, 'i')).toBe(
      '1 earlier NTE for Attendance and Punctuality; next in the ladder: NTE 1.',
    );
    expect(ladderHint({ data: [], next_action: 'VW' }, 'i')).toBe(
      'No earlier NTE for Attendance and Punctuality; next in the ladder: VW.',
    );
    expect(infractionFindReply.safeParse({ data: [], next_action: 'NTE 4' }).success).toBe(false);
  });
});

describe('the NTE Tracker', () => {
  it('pages 200 rows, newest request first, with year, status and name filters', () => {
    expect(nteListQuery.parse({})).toEqual({
      page: 1,
      per_page: NTE_PER_PAGE,
      order: 'desc',
      sort: 'date_request',
    });
    expect(nteListQuery.parse({ year: '2019', status: 'acknowledged', q: ' ana ' })).toMatchObject({
      year: 2019,
      status: 'acknowledged',
      q: 'ana',
    });
    for (const bad of [{ year: '2018' }, { year: '2101' }, { year: '20x6' }, { status: 'pending' }])
      expect(nteListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(nteYearParams.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(nteYearParams.safeParse({ year: '2018' }).success).toBe(false);
  });

  it('cuts Requested By at 16 and the Infraction (type and details) at 79', () => {
    expect(truncate('Maria Cristina Santos', REQUESTED_BY_MAX)).toBe('Maria Cristina S...');
    const row = {
      type_of_infraction: 'iv' as const,
      details_of_infraction: 'Left the production floor for two hours without notice, twice in one week.',
    };
    expect(nteInfractionText(row)).toBe(
      'iv. Neglect of Duty: Left the production floor for two hours without notice, twice in one week.',
    );
    expect(truncate(nteInfractionText(row), INFRACTION_MAX)).toBe(
      'iv. Neglect of Duty: Left the production floor for two hours without notice, tw...',
    );
    expect(nteInfractionText({ type_of_infraction: 'i', details_of_infraction: ' ' })).toBe(
      'i. Attendance and Punctuality',
    );
  });

  it('has strict rows and a detail with signed links to the attachments and the signature', () => {
    const row = {
      id: 1,
      employee_id: 12,
      full_name: 'Juan Dela Cruz',
      emp_id: '2024-001',
      position_name: 'Agent',
      requested_by: 'Ana Reyes',
      date_request: '2026-03-02',
      date_incident: '2026-02-27',
      type_of_infraction: 'iv',
      action_to_be_taken: 'NTE 1',
      details_of_infraction: 'Left the floor.',
      tl_status: 'approved',
      asm_status: 'approved',
      hr_status: 'approved',
      employee_status: 'acknowledged',
      hr_decision_status: 'undecided',
      created_at: '2026-03-02T01:00:00.000Z',
    };
    expect(nteRow.safeParse(row).success).toBe(true);
    expect(nteRow.safeParse({ ...row, password: 'x' }).success).toBe(false);
    expect(nteRow.safeParse({ ...row, type_of_infraction: 'Neglect of Duty' }).success).toBe(false);
    const detail = {
      ...row,
      emp_no: null,
      department_name: 'Operations',
      superior_name: 'Ana Reyes',
      details_occurence: [{ date: '2026-02-27', details: 'Away' }],
      data_files: [
        {
          file_name: 'f1.pdf',
          file_type: 'pdf',
          original_name: 'incident.pdf',
          url: '/upload/f1.pdf?sig=abc',
        },
      ],
      plan_for_improvement: 'I was unwell.',
      employees_commitment: 'It will not happen again.',
      hr_notice_for_decision: '',
      signature: '/upload/sig.png?sig=def',
      hr_date_approved: '2026-03-02',
      hr_date_decided: null,
      decision_opens_on: '2026-03-07',
      updated_at: '2026-03-03T01:00:00.000Z',
    };
    expect(nteDetailReply.safeParse(detail).success).toBe(true);
    expect(nteDetailReply.safeParse({ ...detail, signature: null }).success).toBe(true);
    expect(
      nteDetailReply.safeParse({ ...detail, data_files: [{ file_name: 'f1.pdf', file_type: 'pdf' }] })
        .success,
    ).toBe(false);
    expect(
      nteDetailReply.safeParse({ ...detail, data_files: [{ ...detail.data_files[0], url: '' }] }).success,
    ).toBe(false);
  });
});

describe('attachments', () => {
  it('accept Word, PDF and pictures by extension, in any case', () => {
    expect(nteAttachmentTypeOf('report.PDF')).toBe('pdf');
    expect(nteAttachmentTypeOf('photo.jpeg')).toBe('jpeg');
    expect(nteAttachmentTypeOf('a.b.docx')).toBe('docx');
    for (const bad of ['run.exe', 'page.html', 'pdf', 'file.', 'x.svg', 'notes.txt'])
      expect(nteAttachmentTypeOf(bad), bad).toBeNull();
  });

  it('come in the parts files[0], files[1], ...', () => {
    for (const ok of ['files[0]', 'files[12]', 'files[]', 'files'])
      expect(FILES_PART.test(ok), ok).toBe(true);
    for (const bad of ['files[123]', 'file[0]', 'files[a]', 'files[0]x', 'signature'])
      expect(FILES_PART.test(bad), bad).toBe(false);
  });
});
