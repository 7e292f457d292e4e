import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sessaoSlice } from '../features/auth/slice';
import { lojaSlice } from '../features/cardapio/painelDaLoja';
import { api } from './api';
import { reaplicarPushes } from './reaplicarPushes';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    [sessaoSlice.name]: sessaoSlice.reducer,
    [lojaSlice.name]: lojaSlice.reducer,
  },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().concat(api.middleware, reaplicarPushes),
});

setupListeners(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
