import { Box, Container, HStack, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { ColorModeButton } from '../../../components/color-mode';
import { StickyHeader } from '../../../components/StickyHeader';
import { ChamadasDoGarcom } from '../chamadas/ChamadasDoGarcom';

interface CabecalhoProps {
  voltarPara: string;
  rotuloVoltar: string;
  titulo: ReactNode;
  subtitulo?: ReactNode;
  /** Extra content under the title row (the tab's total and send button). */
  children?: ReactNode;
}

/** Sticky header of the waiter's detail screens: back, title, theme, pending calls. */
export function CabecalhoDoGarcom({
  voltarPara,
  rotuloVoltar,
  titulo,
  subtitulo,
  children,
}: CabecalhoProps) {
  const navigate = useNavigate();
  return (
    <StickyHeader>
      <Container maxW="6xl" px={{ base: '3', md: '6' }}>
        <HStack h="16" gap="2">
          <IconButton
            aria-label={rotuloVoltar}
            title={rotuloVoltar}
            variant="ghost"
            rounded="full"
            boxSize="11"
            onClick={() => navigate(voltarPara)}
          >
            <LuArrowLeft />
          </IconButton>
          <Box flex="1" minW="0" lineHeight="1.2">
            <Text as="h1" fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} truncate>
              {titulo}
            </Text>
            {subtitulo && (
              <Text as="div" fontSize="xs" color="fg.muted" truncate>
                {subtitulo}
              </Text>
            )}
          </Box>
          <ColorModeButton boxSize="11" />
        </HStack>
        {children}
      </Container>
      <ChamadasDoGarcom />
    </StickyHeader>
  );
}
