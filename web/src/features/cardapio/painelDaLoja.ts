import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The one storefront panel or modal open at a time on /menu/:empresaId. */
export type PainelDaLoja =
  | 'carrinho'
  | 'pagamento'
  | 'pedidos'
  | 'perfil'
  | 'chamarGarcom'
  | 'entregaGratis'
  | 'lojaFechada'
  | 'loginNecessario'
  | 'personalizar';

interface LojaState {
  painel: PainelDaLoja | null;
}

const initialState: LojaState = { painel: null };

export const lojaSlice = createSlice({
  name: 'loja',
  initialState,
  reducers: {
    abrirPainel(state, action: PayloadAction<PainelDaLoja>) {
      state.painel = action.payload;
    },
    fecharPainel(state) {
      state.painel = null;
    },
  },
});

export const { abrirPainel, fecharPainel } = lojaSlice.actions;
export const selectPainel = (state: { loja: LojaState }) => state.loja.painel;
