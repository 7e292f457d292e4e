import type { EstadoDaConexao } from '../../../../app/socketCompartilhado';
import type { PainelDePedidos } from '../usePainelDePedidos';
import { AlertasDaCozinha } from '../../../monitor/components/AlertasDaCozinha';
import { AvisoDeConexao } from './AvisoDeConexao';
import { ChamadasPendentes } from './ChamadasPendentes';
import { AtivarSom } from './SomDosAlertas';

/**
 * What the board and the monitor show above the orders: a lost connection, the kitchen's alerts
 * (board only), the sound that still needs a tap, and the waiter calls waiting for an answer.
 */
export function AvisosDoPainel({
  painel,
  conexao,
}: {
  painel: PainelDePedidos;
  conexao: EstadoDaConexao;
}) {
  return (
    <>
      <AvisoDeConexao estado={conexao} />
      {painel.cozinha && <AlertasDaCozinha cozinha={painel.cozinha} />}
      <AtivarSom som={painel.som} />
      <ChamadasPendentes
        chamadas={painel.chamadas}
        agora={painel.agora}
        respondendo={painel.respondendoChamada}
        onResponder={painel.responder}
      />
    </>
  );
}
