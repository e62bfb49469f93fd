/**
 * The router a page's parts navigate with. The shell's router is the one object every link and redirect needs
 * (its React context), and the remotes reach it only through this contract: react-router is not a Module
 * Federation shared module of its own, because a shared module is handed over whole (52 kB compressed, of which
 * a page uses 16 kB). Here webpack keeps only what is exported below.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from 'react-router';
