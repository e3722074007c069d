import { formatThousands } from '@app/domain';
import { Table } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import type { UserStrengths } from './api';

type Props = { competencies: string[]; levels: UserStrengths['levels'] };

/** Rows are levels; per competency the score achieved of the total, and its percentage. */
export function UserStrengthsLevels({ competencies, levels }: Props) {
  const text = useText();
  return (
    <Table.ScrollContainer minWidth={160 + competencies.length * 170}>
      <Table
        striped
        verticalSpacing="xs"
        fz="sm"
        aria-label={text('console.reports.userStrengths.levels.label')}
      >
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th rowSpan={2}>{text('console.reports.userStrengths.levels.level')}</Table.Th>
            {competencies.map((name) => (
              <Table.Th key={name} colSpan={2} ta="center" scope="colgroup">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {competencies.map((name) => [
              <Table.Th
                key={`${name}-score`}
                ta="right"
                aria-label={text('console.reports.userStrengths.levels.scoreOf', {
                  competency: name,
                })}
              >
                {text('console.reports.userStrengths.levels.score')}
              </Table.Th>,
              <Table.Th key={`${name}-pct`} ta="right" aria-label={`${name} %`}>
                %
              </Table.Th>,
            ])}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {levels.map((level) => (
            <Table.Tr key={level.level}>
              <Table.Th scope="row" fw={500}>
                {level.level}
              </Table.Th>
              {competencies.map((name) => {
                const score = level.scores.find((s) => s.competency === name);
                return [
                  <Table.Td key={`${name}-score`} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {score
                      ? `${formatThousands(score.achievedScore)} / ${formatThousands(score.totalScore)}`
                      : '–'}
                  </Table.Td>,
                  <Table.Td key={`${name}-pct`} ta="right">
                    {score ? `${score.percentage}%` : '–'}
                  </Table.Td>,
                ];
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
