import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { portfolio } from './scripts/portfolio-plugin'

export default defineConfig({
  plugins: [portfolio(), react(), tailwindcss()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
