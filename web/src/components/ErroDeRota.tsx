import { Button, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuRefreshCw, LuTriangleAlert, LuWifiOff } from 'react-icons/lu';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AvisoDePagina } from './AvisoDePagina';
import { FullPageSpinner } from './FullPageSpinner';
import { ehFalhaDeCarregamento, reservarRecargaAutomatica, servidorResponde } from './erroDeRota';

/**
 * Every route's error screen (in place of React Router's developer page): a page whose code did
 * not load (offline, or during a deploy) or that failed while rendering. A chunk that failed
 * while the server answers means a deploy renamed the files: the page reloads once by itself.
 * 'Tentar novamente' reloads once the server answers again.
 */
export function ErroDeRota() {
  const erro = useRouteError();
  const semConexao = ehFalhaDeCarregamento(erro);
  const [recarregando, setRecarregando] = useState(semConexao);
  const [tentando, setTentando] = useState(false);
  const [aindaFora, setAindaFora] = useState(false);
  useDocumentTitle(semConexao ? 'Sem conexão' : 'Algo deu errado');

  useEffect(() => {
    if (!semConexao) {
      console.error('Erro ao exibir a página', erro);
      return;
    }
    let ativo = true;
    void servidorResponde().then((responde) => {
      if (!ativo) return;
      if (responde && reservarRecargaAutomatica()) window.location.reload();
      else setRecarregando(false);
    });
    return () => {
      ativo = false;
    };
  }, [erro, semConexao]);

  async function tentarNovamente() {
    setTentando(true);
    setAindaFora(false);
    if (await servidorResponde()) {
      window.location.reload();
      return;
    }
    setTentando(false);
    setAindaFora(true);
  }

  if (recarregando) return <FullPageSpinner />;

  return (
    <AvisoDePagina
      testId="erro-de-rota"
      icone={semConexao ? <LuWifiOff /> : <LuTriangleAlert />}
      titulo={semConexao ? 'Não foi possível carregar esta página' : 'Algo deu errado'}
      descricao={
        semConexao
          ? 'Verifique sua conexão com a internet. Se ela estiver funcionando, o sistema pode estar sendo atualizado: aguarde alguns instantes e tente novamente.'
          : 'Ocorreu um erro inesperado ao exibir esta página. Tente novamente em instantes.'
      }
    >
      <Button
        colorPalette="brand"
        rounded="xl"
        size="lg"
        loading={tentando}
        loadingText="Verificando conexão..."
        onClick={() => void tentarNovamente()}
      >
        <LuRefreshCw /> Tentar novamente
      </Button>
      {aindaFora && (
        <Text role="alert" color="fg.error" fontSize="sm">
          Ainda sem conexão. Tente de novo em instantes.
        </Text>
      )}
    </AvisoDePagina>
  );
}
