import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router';
import { ErroDeRota } from '../components/ErroDeRota';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RequireAdmin, RequireGarcom } from './guards';
import { RequireGestao } from './guards';
import { registrarNavegacao } from './http';

const RelatoriosPage = lazy(async () => ({
  default: (await import('../features/relatorios/pages/RelatoriosPage')).RelatoriosPage,
}));

/** A screen of the shell still loading its code (React.lazy). */
function CarregandoTela() {
  return (
    <Center minH="60vh" aria-busy="true">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageSpinner />,
    // Covers every child: a page that failed to load or to render never shows the developer page.
    errorElement: <ErroDeRota />,
    children: [
      { index: true, element: <Navigate to="/menu/1" replace /> },
      { path: 'menu', element: <Navigate to="/menu/1" replace /> },
      {
        path: 'menu/:empresaId',
        lazy: async () => ({
          Component: (await import('../features/cardapio/pages/MenuPage')).MenuPage,
        }),
      },
      {
        // The customer's page at the table, opened by its QR code (issue 31 §2): no login.
        path: 'mesa/:token',
        lazy: async () => ({
          Component: (await import('../features/autoatendimento/pages/MesaQrPage')).MesaQrPage,
        }),
      },
      {
        // The courier's phone (issue 32 §1), opened by their link: no login.
        path: 'entregador/:token',
        lazy: async () => ({
          Component: (await import('../features/entregadores/pages/PaginaDoEntregadorPage'))
            .PaginaDoEntregadorPage,
        }),
      },
      ...['login', 'login/:empresaId'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/LoginPage')).LoginPage,
        }),
      })),
      ...['registro', 'registro/:empresaId'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/RegistroPage')).RegistroPage,
        }),
      })),
      ...['recuperar-senha', 'recuperar-senha/:empresaId'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/RecuperarSenhaPage')).RecuperarSenhaPage,
        }),
      })),
      ...(
        [
          ['admin/recuperar-senha', 'equipe'],
          ['garcom/recuperar-senha', 'garcom'],
        ] as const
      ).map(([path, tipo]) => ({
        path,
        lazy: async () => {
          const { RecuperarSenhaPage } = await import('../features/auth/pages/RecuperarSenhaPage');
          return { Component: () => <RecuperarSenhaPage tipo={tipo} /> };
        },
      })),
      {
        path: 'admin/login',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/AdminLoginPage')).AdminLoginPage,
        }),
      },
      {
        path: 'admin/cadastro',
        lazy: async () => ({
          Component: (await import('../features/empresas/pages/CadastroEmpresaPage'))
            .CadastroEmpresaPage,
        }),
      },
      {
        path: 'admin/confirmar-cadastro',
        lazy: async () => ({
          Component: (await import('../features/empresas/pages/ConfirmarCadastroPage'))
            .ConfirmarCadastroPage,
        }),
      },
      {
        path: 'garcom/login',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/GarcomLoginPage')).GarcomLoginPage,
        }),
      },
      {
        // One layout for the back office: the shell stays mounted and each page renders in its
        // Outlet (a new screen is one child here and one line in features/dashboard/telas.tsx).
        path: 'dashboard',
        lazy: async () => {
          const { DashboardShell } =
            await import('../features/dashboard/components/DashboardShell');
          return {
            element: (
              <RequireAdmin>
                <DashboardShell />
              </RequireAdmin>
            ),
          };
        },
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
            }),
          },
          {
            path: 'pedidos',
            lazy: async () => ({
              Component: (await import('../features/pedidos/equipe/pages/PedidosPage')).PedidosPage,
            }),
          },
          {
            // Counter and phone orders (issue 31 §1), from the board's 'Novo pedido'.
            path: 'pedidos/novo',
            lazy: async () => ({
              Component: (await import('../features/pedidos/equipe/pages/NovoPedidoPage'))
                .NovoPedidoPage,
            }),
          },
          {
            // Correcting an order the kitchen has not started (issue 31 §1), from its card.
            path: 'pedidos/:id/corrigir',
            lazy: async () => ({
              Component: (await import('../features/pedidos/equipe/pages/NovoPedidoPage'))
                .CorrigirPedidoPage,
            }),
          },
          {
            path: 'horario-funcionamento',
            lazy: async () => ({
              Component: (await import('../features/horarios/pages/HorariosPage')).HorariosPage,
            }),
          },
          {
            path: 'produtos',
            lazy: async () => ({
              Component: (await import('../features/cardapio/gestao/pages/ProdutosPage'))
                .ProdutosPage,
            }),
          },
          {
            path: 'categorias',
            lazy: async () => ({
              Component: (await import('../features/cardapio/gestao/pages/CategoriasPage'))
                .CategoriasPage,
            }),
          },
          {
            path: 'mesas',
            lazy: async () => ({
              Component: (await import('../features/mesas/pages/MesasPage')).MesasPage,
            }),
          },
          {
            // The tables' QR codes to print (issue 31 §2), from 'QR Codes das mesas' on the tables.
            path: 'mesas/qr',
            lazy: async () => ({
              Component: (await import('../features/autoatendimento/gestao/pages/QrDasMesasPage'))
                .QrDasMesasPage,
            }),
          },
          {
            path: 'estacoes',
            lazy: async () => ({
              Component: (await import('../features/estacoes/pages/EstacoesPage')).EstacoesPage,
            }),
          },
          {
            path: 'impressoras',
            lazy: async () => {
              const { ImpressorasPage } =
                await import('../features/impressoras/pages/ImpressorasPage');
              return {
                element: (
                  <RequireGestao>
                    <ImpressorasPage />
                  </RequireGestao>
                ),
              };
            },
          },
          {
            path: 'garcons',
            lazy: async () => ({
              Component: (await import('../features/garcons/pages/GarconsPage')).GarconsPage,
            }),
          },
          {
            path: 'entregadores',
            lazy: async () => ({
              Component: (await import('../features/entregadores/pages/EntregadoresPage'))
                .EntregadoresPage,
            }),
          },
          {
            path: 'promocoes',
            lazy: async () => ({
              Component: (await import('../features/promocoes/pages/PromocoesPage')).PromocoesPage,
            }),
          },
          {
            path: 'comandas-fisicas',
            lazy: async () => ({
              Component: (await import('../features/comandas/fisicas/pages/ComandasFisicasPage'))
                .ComandasFisicasPage,
            }),
          },
          {
            path: 'estoque',
            lazy: async () => ({
              Component: (await import('../features/estoque/pages/EstoquePage')).EstoquePage,
            }),
          },
          {
            path: 'configuracoes',
            lazy: async () => ({
              Component: (await import('../features/empresas/pages/ConfiguracoesPage'))
                .ConfiguracoesPage,
            }),
          },
          {
            path: 'meta-pixel',
            lazy: async () => ({
              Component: (await import('../features/empresas/meta-pixel/pages/MetaPixelPage'))
                .MetaPixelPage,
            }),
          },
          {
            path: 'usuarios',
            lazy: async () => {
              const { UsuariosPage } = await import('../features/usuarios/pages/UsuariosPage');
              return {
                element: (
                  <RequireGestao>
                    <UsuariosPage />
                  </RequireGestao>
                ),
              };
            },
          },
          {
            // React.lazy behind the guard: the charts library ships only with this page's chunk,
            // never with the storefront's first load (e2e/tests/orcamento-js.spec.ts), and a
            // colaborador refused here never downloads it.
            path: 'relatorios',
            element: (
              <RequireGestao>
                <Suspense fallback={<CarregandoTela />}>
                  <RelatoriosPage />
                </Suspense>
              </RequireGestao>
            ),
          },
          {
            path: 'frete',
            lazy: async () => ({
              Component: (await import('../features/frete/pages/FretePage')).FretePage,
            }),
          },
        ],
      },
      {
        // No route guard (staff-side §6): the page itself asks for a staff session or a display token.
        path: 'monitor',
        lazy: async () => ({
          Component: (await import('../features/monitor/pages/MonitorPage')).MonitorPage,
        }),
      },
      {
        path: 'garcom/dashboard',
        lazy: async () => {
          const { GarcomDashboardPage } =
            await import('../features/comandas/pages/GarcomDashboardPage');
          return {
            element: (
              <RequireGarcom>
                <GarcomDashboardPage />
              </RequireGarcom>
            ),
          };
        },
      },
      {
        path: 'garcom/mesa/:id',
        lazy: async () => {
          const { MesaPage } = await import('../features/comandas/pages/MesaPage');
          return {
            element: (
              <RequireGarcom>
                <MesaPage />
              </RequireGarcom>
            ),
          };
        },
      },
      {
        path: 'garcom/comanda/:comandaId',
        lazy: async () => {
          const { ComandaPage } = await import('../features/comandas/pages/ComandaPage');
          return {
            element: (
              <RequireGarcom>
                <ComandaPage />
              </RequireGarcom>
            ),
          };
        },
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../components/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
]);

registrarNavegacao((caminho) => {
  void router.navigate(caminho, { replace: true });
});
