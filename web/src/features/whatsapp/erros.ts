import { MENSAGENS_WHATSAPP } from '@cardapio/shared-events';
import { mensagemDoServidor, statusDoErro } from '../../app/http';

/** The store has no active WhatsApp (409): the screen falls back to a wa.me chat. */
export function semWhatsappDaLoja(erro: unknown): boolean {
  return (
    statusDoErro(erro) === 409 && mensagemDoServidor(erro) === MENSAGENS_WHATSAPP.naoConfigurado
  );
}
