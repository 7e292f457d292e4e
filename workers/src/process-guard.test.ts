import { EventEmitter } from 'node:events';
import { instalarGuardaDoProcesso, type GuardaDoProcesso } from './process-guard';

function montar() {
  const proc = new EventEmitter();
  const logs: string[] = [];
  const encerrou: number[] = [];
  instalarGuardaDoProcesso(
    { log: (m) => logs.push(m), encerrar: (c) => encerrou.push(c) },
    proc as unknown as GuardaDoProcesso,
  );
  return { proc, logs, encerrou };
}

const comCodigo = (code: string) => Object.assign(new Error(code), { code });

test('an error confined to one connection is logged and the process keeps serving', () => {
  const { proc, logs, encerrou } = montar();
  proc.emit('uncaughtException', comCodigo('ERR_HTTP_HEADERS_SENT'), 'uncaughtException');
  proc.emit('uncaughtException', comCodigo('EPIPE'), 'uncaughtException');
  expect(encerrou).toEqual([]);
  expect(logs).toHaveLength(2);
  expect(logs[0]).toMatch(/continua atendendo/);
});

test('any other uncaught error shuts down once with exit code 1, for the supervisor to restart', () => {
  const { proc, logs, encerrou } = montar();
  proc.emit('uncaughtException', new TypeError('estado desconhecido'), 'uncaughtException');
  proc.emit('uncaughtException', new Error('outro'), 'uncaughtException');
  expect(encerrou).toEqual([1]);
  expect(logs[0]).toMatch(/supervisor reiniciar/);
});

test('a rejected promise nobody handled is logged and the process goes on', () => {
  const { proc, logs, encerrou } = montar();
  proc.emit('unhandledRejection', new Error('sem catch'));
  expect(encerrou).toEqual([]);
  expect(logs[0]).toMatch(/promessa rejeitada/);
});
