import { zodResolver } from '@hookform/resolvers/zod';
import { createContributionCall } from '@hris/domain/calls/contributions';
import {
  CONTRIBUTION_AMOUNTS,
  CONTRIBUTION_LABELS,
  type ContributionAmount,
  contributionBody,
} from '@hris/domain/contributions';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCalculator, IconCoins, IconUser } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormSection } from '../../../components/FormSection';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { declaredFailure, errorMessage } from '../../../lib/api-client';
import { companyMonth } from '../../../lib/clock';
import { peso } from '../../../lib/format';
import { monthTitle } from '../../../lib/month';
import { useComputedShares, useCreateContribution } from '../api/contributions';

type Values = z.input<typeof contributionBody>;
const F = formFields<Values>();

/** Every amount starts at zero (zero for items not included), so a Save never fails on a blank one. */
const ZERO = '0.00';
const EMPTY: Values = {
  employee_id: null,
  date_covered: companyMonth(),
  ...(Object.fromEntries(CONTRIBUTION_AMOUNTS.map((k) => [k, ZERO])) as Record<ContributionAmount, string>),
};
/** The four figures the statutory tables give; the rest HR enters. */
const STATUTORY = ['sss_cont', 'phic_cont', 'hdmf_pagibig_cont', 'withholding_tax'] as const;
type Statutory = (typeof STATUTORY)[number];
const isStatutory = (key: ContributionAmount): key is Statutory =>
  (STATUTORY as readonly string[]).includes(key);
const sameAmount = (a: unknown, b: unknown) => a !== '' && Number(a) === Number(b);

/** /hr/contributions/form: a month's record for an employee, the statutory shares filled in from the tables. */
export function ContributionFormPage() {
  const navigate = useNavigate();
  const form = useForm<Values, unknown, z.output<typeof contributionBody>>({
    resolver: zodResolver(contributionBody),
    defaultValues: EMPTY,
  });
  const create = useCreateContribution();
  const [employeeId, month] = useWatch({ control: form.control, name: ['employee_id', 'date_covered'] });
  const computed = useComputedShares(typeof employeeId === 'number' ? employeeId : null, month ?? '');
  const monthText = typeof month === 'string' ? month : '';
  const [existing, setExisting] = useState<{ id: number; employee: number } | null>(null);

  // The figures last taken from the tables: a field still holding one (or zero) follows the tables.
  const taken = useRef<Partial<Record<Statutory, string>>>({});
  const fill = (overwrite: boolean) => {
    if (!computed.data) return;
    for (const key of STATUTORY) {
      const now = form.getValues(key);
      if (!overwrite && now !== '' && !sameAmount(now, ZERO) && !sameAmount(now, taken.current[key]))
        continue;
      form.setValue(key, computed.data[key], {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
      taken.current[key] = computed.data[key];
    }
  };
  // A new employee or month: the figures HR has not typed come from the tables.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the computed figures change
  useEffect(() => fill(false), [computed.data]);
  const shown = useWatch({ control: form.control, name: [...STATUTORY] });
  /** Under a statutory figure: how the tables give it, and whether the figure on screen is theirs. */
  const howComputed = (key: Statutory): string | undefined => {
    const data = computed.data;
    if (!data) return undefined;
    const explanation = data.explanations[key];
    return sameAmount(shown[STATUTORY.indexOf(key)], data[key])
      ? explanation
      : `Changed by hand. The tables: ${explanation}`;
  };

  const { submit, saving } = useSaveFlow(form, {
    save: (body) => create.mutateAsync(body),
    // Contribution success shows Save, then the list
    success: { title: 'Save', message: 'You successfully saved your changes' },
    afterSuccess: () => navigate('/hr/contributions/list'),
    fields: Object.keys(EMPTY),
    onFailed: (error) => {
      const body = declaredFailure(createContributionCall, 422, error);
      setExisting(
        body?.existing_id && typeof employeeId === 'number'
          ? { id: body.existing_id, employee: employeeId }
          : null,
      );
    },
  });

  return (
    <>
      <PageHeader
        title="Loan & Contributions Form"
        description="One record per employee and month. SSS, PhilHealth, Pag-IBIG and tax come from the statutory tables; change any of them if needed."
        actions={
          <Button
            component={Link}
            to="/hr/contributions/list"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Loan & Contributions
          </Button>
        }
      />
      <FormProvider {...form}>
        <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="Contribution">
          <Stack gap="md">
            <FormSection title="Employee and month" icon={<IconUser size={18} />} cols={0}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={720}>
                <F.Use name="employee_id" component={EmployeeSelect} label="Employee" withAsterisk />
                <F.Text name="date_covered" label="Date covered (month)" type="month" withAsterisk />
              </SimpleGrid>
              {existing ? (
                <Alert color="orange" mt="md" variant="light">
                  <Anchor
                    component={Link}
                    to={`/hr/contributions/details/${existing.id}/${existing.employee}`}
                    fz="sm"
                  >
                    Open the record of {monthTitle(monthText)}
                  </Anchor>
                </Alert>
              ) : null}
            </FormSection>
            <FormSection
              title="Amounts"
              icon={<IconCoins size={18} />}
              cols={0}
              description="Items not included stay at zero."
              actions={
                <Button
                  variant="light"
                  leftSection={<IconCalculator size={16} />}
                  disabled={!computed.data}
                  onClick={() => fill(true)}
                >
                  Use the statutory figures
                </Button>
              }
            >
              <Stack gap="sm">
                {computed.data ? (
                  <Text fz="sm" c="dimmed">
                    From a basic salary of {peso(computed.data.basic_salary)} with the tables in force on{' '}
                    {monthTitle(computed.data.date)}: how each figure was computed is under it.
                  </Text>
                ) : computed.isError ? (
                  <Text fz="sm" c="red.9">
                    {errorMessage(computed.error)}
                  </Text>
                ) : (
                  <Text fz="sm" c="dimmed">
                    Choose the employee: the statutory shares are computed from their basic salary.
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
                  {CONTRIBUTION_AMOUNTS.map((key) => (
                    <F.Money
                      key={key}
                      name={key}
                      label={CONTRIBUTION_LABELS[key]}
                      withAsterisk
                      description={isStatutory(key) ? howComputed(key) : undefined}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </FormSection>
            <Group justify="flex-end">
              <FormActions
                onCancel={() => navigate('/hr/contributions/list')}
                saving={saving}
                saveLabel="Save"
              />
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </>
  );
}
