export { FilterSelect, LoadState, Pager } from '../../../components/list-controls';
