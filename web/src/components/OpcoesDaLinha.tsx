import {
  adicionaisCentavos,
  formatarReais,
  textoDaPersonalizacao,
  type Personalizacao,
} from '@cardapio/shared-events';
import { Stack, Text, type StackProps } from '@chakra-ui/react';

interface OpcoesDaLinhaProps extends StackProps {
  personalizacoes: Personalizacao[];
}

/**
 * The options of a line (cart, tab, bill and its print view), one per row: '+ Bacon (R$ 4,00)' or
 * 'sem Cebola'. An adicional's price is already inside the line's unit price (valorDaLinha); it
 * is shown only to say what it costs.
 */
export function OpcoesDaLinha({ personalizacoes, ...props }: OpcoesDaLinhaProps) {
  if (personalizacoes.length === 0) return null;
  return (
    <Stack as="ul" gap="0" listStyleType="none" fontSize="xs" aria-label="Opções" {...props}>
      {personalizacoes.map((p) => {
        const preco = adicionaisCentavos([p]);
        return (
          <Text
            as="li"
            key={`${p.opcao_id}-${p.item_id}`}
            color={p.tipo === 'remover' ? 'red.fg' : 'green.fg'}
            fontWeight="medium"
          >
            {textoDaPersonalizacao(p)}
            {preco > 0 && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                ({formatarReais(preco / 100)})
              </Text>
            )}
          </Text>
        );
      })}
    </Stack>
  );
}
