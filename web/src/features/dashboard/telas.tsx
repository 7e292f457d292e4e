import type { StaffRole } from '@cardapio/shared-events';
import type { ReactNode } from 'react';
import {
  LuCalendarClock,
  LuChartColumn,
  LuConciergeBell,
  LuCookingPot,
  LuFolderTree,
  LuLayoutDashboard,
  LuPackage,
  LuPrinter,
  LuReceipt,
  LuArmchair,
  LuTicket,
  LuTicketPercent,
  LuMegaphone,
  LuSettings,
  LuTruck,
  LuUsers,
  LuBoxes,
  LuBike,
} from 'react-icons/lu';

export const ROTULO_DO_PAPEL: Record<string, string> = {
  gestao: 'Gestão',
  colaborador: 'Colaborador',
};

export interface TelaDoPainel {
  caminho: string;
  rotulo: string;
  icone: ReactNode;
  /** Only these roles see it (staff-side §6); absent: every staff member. */
  papeis?: readonly StaffRole[];
  /** Hidden until its page exists (the route and the guard are already declared). */
  emBreve?: boolean;
}

/**
 * The back-office screens, in sidebar order (staff-side §2). A new screen is one line here and
 * one route in app/router.tsx.
 */
export const TELAS_DO_PAINEL: readonly TelaDoPainel[] = [
  { caminho: '/dashboard', rotulo: 'Início', icone: <LuLayoutDashboard /> },
  { caminho: '/dashboard/pedidos', rotulo: 'Pedidos', icone: <LuReceipt /> },
  { caminho: '/dashboard/produtos', rotulo: 'Produtos', icone: <LuPackage /> },
  { caminho: '/dashboard/categorias', rotulo: 'Categorias', icone: <LuFolderTree /> },
  { caminho: '/dashboard/estoque', rotulo: 'Estoque', icone: <LuBoxes /> },
  { caminho: '/dashboard/mesas', rotulo: 'Mesas', icone: <LuArmchair /> },
  { caminho: '/dashboard/estacoes', rotulo: 'Estações', icone: <LuCookingPot /> },
  {
    caminho: '/dashboard/impressoras',
    rotulo: 'Impressoras',
    icone: <LuPrinter />,
    papeis: ['gestao'],
  },
  { caminho: '/dashboard/comandas-fisicas', rotulo: 'Comandas Físicas', icone: <LuTicket /> },
  { caminho: '/dashboard/garcons', rotulo: 'Garçons', icone: <LuConciergeBell /> },
  { caminho: '/dashboard/entregadores', rotulo: 'Entregadores', icone: <LuBike /> },
  { caminho: '/dashboard/horario-funcionamento', rotulo: 'Horários', icone: <LuCalendarClock /> },
  { caminho: '/dashboard/frete', rotulo: 'Frete', icone: <LuTruck /> },
  { caminho: '/dashboard/promocoes', rotulo: 'Promoções', icone: <LuTicketPercent /> },
  {
    caminho: '/dashboard/usuarios',
    rotulo: 'Usuários',
    icone: <LuUsers />,
    papeis: ['gestao'],
  },
  {
    caminho: '/dashboard/relatorios',
    rotulo: 'Relatórios',
    icone: <LuChartColumn />,
    papeis: ['gestao'],
  },
  { caminho: '/dashboard/meta-pixel', rotulo: 'Meta Pixel', icone: <LuMegaphone /> },
  { caminho: '/dashboard/configuracoes', rotulo: 'Configurações', icone: <LuSettings /> },
];

/** The screens a staff member with that role sees in the sidebar. */
export function telasDoPapel(role: StaffRole | null | undefined): TelaDoPainel[] {
  return TELAS_DO_PAINEL.filter(
    (tela) => !tela.emBreve && (!tela.papeis || (role != null && tela.papeis.includes(role))),
  );
}
