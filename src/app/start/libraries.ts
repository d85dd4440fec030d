// The app's second stage (src/app/main.tsx): the router and the store's libraries, evaluated in a task of their own.
export { RouterProvider } from 'react-router-dom';
export { configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { persistStore } from 'redux-persist';
export { Provider } from 'react-redux';
