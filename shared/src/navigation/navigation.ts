/**
 * The router a page's parts navigate with. The shell's router is the one object every link and redirect needs
 * (its React context), and the shell, the kit and the remotes reach it only through this contract (ESLint refuses
 * a direct import of the router elsewhere). It is wouter behind react-router's names: the app has flat absolute
 * routes only, and wouter with this adapter is 3.4 kB compressed where react-router cost every page 12.5 kB. The
 * adapter keeps the props the app uses, a navigation rendered as a transition, and case- and trailing-slash-blind
 * matching; unlike react-router, Routes takes the first route that matches (routing.tsx).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from './routing';
export { Link, NavLink } from './links';
