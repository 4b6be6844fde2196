import { signInStaff } from './setup.ts'
console.log(await signInStaff('http://127.0.0.1:3900', 'admin@scale.durak.demo', '/work/main/bench-data/sqlite-full'))
