import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A back-office list as a table on wide screens (phones get the same list as cards): a panel
 * whose header names the columns; an 'Ações' column is aligned to the end, as its buttons are.
 * The rows (Table.Row) are the children.
 */
export function TabelaDoPainel({
  colunas,
  children,
}: {
  colunas: readonly string[];
  children: ReactNode;
}) {
  return (
    <Box
      hideBelow="md"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.subtle"
      bg="bg.panel"
      shadow="card"
      overflow="hidden"
    >
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {colunas.map((coluna) => (
              <Table.ColumnHeader key={coluna} textAlign={coluna === 'Ações' ? 'end' : undefined}>
                {coluna}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}
