import { Box, Button, Field, HStack, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { urlDaImagem } from '../../../../app/format';
import { erroDaImagem } from '../formulario';

interface SeletorDeImagemProps {
  rotulo: string;
  /** The saved picture (edit), unless it was removed. */
  atual: string | null;
  arquivo: File | null;
  erro?: string;
  onArquivo: (arquivo: File | null) => void;
  onErro: (mensagem: string | null) => void;
  /** Drops the saved picture (and any picked one). */
  onRemover: () => void;
  /** A logo is shown whole on white; a photo fills its square (default). */
  logo?: boolean;
  /** An upload or removal under way: the buttons wait. */
  ocupado?: boolean;
}

const InputDeArquivo = chakra('input');

/** Picks a picture (image/*, at most 5 MB, checked here too) and previews it before saving. */
export function SeletorDeImagem({
  rotulo,
  atual,
  arquivo,
  erro,
  onArquivo,
  onErro,
  onRemover,
  logo,
  ocupado,
}: SeletorDeImagemProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previa = useMemo(() => (arquivo ? URL.createObjectURL(arquivo) : null), [arquivo]);
  useEffect(() => () => (previa ? URL.revokeObjectURL(previa) : undefined), [previa]);
  const mostrada = previa ?? urlDaImagem(atual);

  function escolher(lista: FileList | null) {
    const escolhido = lista?.[0];
    if (input.current) input.current.value = '';
    if (!escolhido) return;
    const problema = erroDaImagem(escolhido);
    onErro(problema);
    if (!problema) onArquivo(escolhido);
  }

  return (
    <Field.Root invalid={Boolean(erro)}>
      <Field.Label fontWeight="semibold" fontSize="sm" htmlFor={id}>
        {rotulo}
      </Field.Label>
      <HStack gap="4" align="center" w="full">
        <Box
          boxSize="24"
          flexShrink={0}
          rounded="xl"
          overflow="hidden"
          bg={logo ? 'white' : 'bg.muted'}
          p={logo ? '2' : undefined}
          borderWidth="1px"
          borderColor="border.subtle"
          display="grid"
          placeItems="center"
          color="fg.subtle"
          fontSize="2xl"
        >
          {mostrada ? (
            <Image
              src={mostrada}
              alt="Pré-visualização"
              w="full"
              h="full"
              objectFit={logo ? 'contain' : 'cover'}
            />
          ) : (
            <LuImagePlus />
          )}
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <InputDeArquivo
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            display="none"
            data-testid="campo-imagem"
            onChange={(e) => escolher(e.currentTarget.files)}
          />
          <HStack gap="2" flexWrap="wrap">
            <Button
              type="button"
              size="sm"
              variant="outline"
              rounded="lg"
              loading={ocupado}
              onClick={() => input.current?.click()}
            >
              <LuImagePlus /> {mostrada ? 'Trocar imagem' : 'Escolher imagem'}
            </Button>
            {mostrada && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                colorPalette="red"
                rounded="lg"
                disabled={ocupado}
                onClick={onRemover}
              >
                <LuTrash2 /> Remover
              </Button>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted" truncate>
            {arquivo ? arquivo.name : 'PNG, JPG ou WebP, até 5MB'}
          </Text>
        </Stack>
      </HStack>
      {erro && <Field.ErrorText>{erro}</Field.ErrorText>}
    </Field.Root>
  );
}
